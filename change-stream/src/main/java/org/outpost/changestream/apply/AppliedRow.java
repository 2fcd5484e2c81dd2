// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;

import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;

/**
 * One row a committed change set wrote into the replica store.
 *
 * @param entity  the entity name as it arrived
 * @param table   its replica table
 * @param id      the id columns
 * @param op      what happened to the row
 * @param columns the columns written ({@code RowChange#columns}): all of an insert, the changed ones of an update
 * @param before  the values before an update or delete of the columns that key cached query results
 */
public record AppliedRow(String entity, ReplicaTable table, List<ColumnValue> id, Operation op,
                         List<ColumnValue> columns, List<ColumnValue> before) {

    public AppliedRow {
        id = List.copyOf(id);
        columns = List.copyOf(columns);
        before = List.copyOf(before);
    }
}
