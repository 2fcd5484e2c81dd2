// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Set;

import org.outpost.changestream.apply.StaleRows;

/**
 * What an edge does before a statement reads an {@code invalidate}-mode entity: brings the entity's stale rows up to
 * date from main ({@link StaleRows}) outside the caller's transaction. When main cannot answer, an entity whose
 * disconnected policy is {@code serve-stale} is read as the edge has it (logged); any other is refused with an
 * {@link EdgeAccessException} naming it. Thread-safe.
 */
public final class StaleRowReads implements ReplicaReadGuard.RefetchedRead {

    /** A refresh of stale rows. */
    @FunctionalInterface
    public interface Refresh {
        void run() throws IOException, SQLException;
    }

    /**
     * Runs a refresh outside the calling thread's transaction (on WildFly, with the JTA transaction suspended), so
     * the fetched rows are committed on their own whatever the caller's transaction does.
     */
    @FunctionalInterface
    public interface Isolation {
        void run(Refresh refresh) throws IOException, SQLException;
    }

    private final StaleRows rows;
    private final Set<String> servedStale;
    private final Isolation isolation;

    /**
     * @param rows        the edge's stale rows
     * @param servedStale the entities (by entity name) read as they are when main cannot answer
     * @param isolation   how a refresh leaves the caller's transaction
     */
    public StaleRowReads(StaleRows rows, Set<String> servedStale, Isolation isolation) {
        this.rows = Objects.requireNonNull(rows, "rows");
        this.servedStale = Set.copyOf(servedStale);
        this.isolation = Objects.requireNonNull(isolation, "isolation");
    }

    @Override
    public void beforeRead(String entityName) {
        try {
            isolation.run(() -> rows.refresh(entityName));
        } catch (IOException | SQLException e) {
            if (!servedStale.contains(entityName)) {
                throw EdgeAccessException.staleRowsUnavailable(entityName, e);
            }
            LOG.servingStaleRows(entityName, e);
        }
    }
}
