// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import org.hibernate.HibernateException;

/**
 * An edge refused to read an entity it does not replicate, or to write one it replicates read-only, or could not
 * fetch the rows of an {@code invalidate}-mode entity from main. The message names the entity and the fix. Jakarta Persistence callers see it wrapped in a
 * {@code PersistenceException}.
 */
public final class EdgeAccessException extends HibernateException {

    private static final long serialVersionUID = 1L;

    private final boolean mainUnreachable;

    private EdgeAccessException(String message, boolean mainUnreachable) {
        super(message);
        this.mainUnreachable = mainUnreachable;
    }

    /**
     * True when the edge refused because main could not be reached (the same request may succeed later); false when
     * the deployment asks the edge for something it never does (a configuration to fix).
     */
    public boolean mainUnreachable() {
        return this.mainUnreachable;
    }

    static EdgeAccessException notReplicated(String entity, String table) {
        return new EdgeAccessException("Entity " + entity + " (table " + table + ") is not replicated to this edge,"
                + " so it cannot be read or written here. Fix: replicate it (<replicated-entity class=\"" + entity
                + "\"/> in META-INF/outpost.xml or @ReadOnlyReplica), or run the use case on main (execute-at=\"main\""
                + " on the facade method).", false);
    }

    static EdgeAccessException readOnly(String entity, String operation) {
        return new EdgeAccessException("Entity " + entity + " is a read-only replica on this edge; cannot " + operation
                + " it here. Fix: run the use case that writes it on main (execute-at=\"main\" on the facade method).", false);
    }

    static EdgeAccessException staleRowsUnavailable(String entity, Exception cause) {
        EdgeAccessException failure = new EdgeAccessException("Rows of entity " + entity + " changed on main and this"
                + " edge cannot fetch them now (update=\"invalidate\"): " + cause.getMessage() + ". Reads of " + entity
                + " fail until main answers; with when-disconnected=\"serve-stale\" they would get the edge's older rows.", true);
        failure.initCause(cause);
        return failure;
    }
}
