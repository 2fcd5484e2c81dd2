// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;

import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;

/**
 * One row a committed change set wrote into the replica store.
 *
 * @param entity the entity name as it arrived
 * @param table  its replica table
 * @param id     the id columns
 * @param op     what happened to the row
 */
public record AppliedRow(String entity, ReplicaTable table, List<ColumnValue> id, Operation op) {

    public AppliedRow {
        id = List.copyOf(id);
    }
}
