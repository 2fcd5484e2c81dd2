package org.outpost.replication.apply;

import java.util.List;

import org.outpost.replication.model.ColumnValue;
import org.outpost.replication.model.Operation;

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
