// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;
import java.util.UUID;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.model.ColumnValue;

/**
 * A change set that could not be applied: its transaction was rolled back whole and the replica's last sequence
 * is unchanged. The message names the entity, the row id and the sequence.
 */
public final class ReplicaApplyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why a change set failed. */
    public enum Reason {
        /** The entity is not replicated to this edge (not in the {@link ReplicaSchema}). */
        UNKNOWN_ENTITY,
        /** A column the replica table does not have. */
        UNKNOWN_COLUMN,
        /** A value that cannot be stored in its column (e.g. an enum constant the edge's class lacks). */
        BAD_VALUE,
        /** An update of a row the replica does not have: the replica diverged from main and needs a snapshot. */
        MISSING_ROW,
        /** The replica store refused a statement (constraint violation, lost connection, ...). */
        SQL_ERROR
    }

    private final Reason reason;
    private final UUID epoch;
    private final long sequence;
    private final String entity;

    ReplicaApplyException(Reason reason, UUID epoch, long sequence, String entity, List<ColumnValue> id,
            String detail, Throwable cause) {
        super(reason + ": change set " + sequence + " of epoch " + epoch + " not applied (rolled back)"
                + (entity == null ? "" : ", entity " + entity + " id " + describe(id)) + ": " + detail, cause);
        this.reason = reason;
        this.epoch = epoch;
        this.sequence = sequence;
        this.entity = entity;
    }

    static String describe(List<ColumnValue> id) {
        if (id == null) {
            return "?";
        }
        StringBuilder text = new StringBuilder();
        for (ColumnValue column : id) {
            text.append(text.length() == 0 ? "" : ", ").append(column.column()).append('=')
                    .append(ValueBinding.display(column.value()));
        }
        return "[" + text + "]";
    }

    public Reason reason() {
        return reason;
    }

    public UUID epoch() {
        return epoch;
    }

    public long sequence() {
        return sequence;
    }

    /** The entity of the failing row, {@code null} when the failure was not about one row. */
    public String entity() {
        return entity;
    }
}
