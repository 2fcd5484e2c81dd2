// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import javax.sql.DataSource;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.RowKeys;
import org.outpost.changestream.model.RowChange;

/**
 * The read side of {@code invalidate} mode on an edge. Apply only marks the rows of such entities stale (their
 * change sets carry keys only); {@link #refresh(String)}, called before a statement reads the entity's table, fetches
 * every stale row of the entity from main in one request (up to {@link #MAX_IDS_PER_FETCH} rows; more take more),
 * stores main's row, deletes the rows main no longer has, and clears the marks its answer covers, in one local
 * transaction. A mark made by a later change set stays, so that row is fetched again on the next read.
 * <p>
 * Listens to the {@link ApplyEndpoint} to know when an entity may have stale rows, so a read with none costs no
 * query. Thread-safe; refreshes of one entity run one at a time.
 */
public final class StaleRows implements AppliedChangeListener {

    /** Ids per request to main. */
    public static final int MAX_IDS_PER_FETCH = 200;

    /** Whether an entity may have stale rows: marked since the last refresh that found none. */
    private static final class Freshness {
        final ReplicaTable table;
        final AtomicLong marked = new AtomicLong(1); // unknown at start: the store may hold marks from before
        volatile long checked;

        Freshness(ReplicaTable table) {
            this.table = table;
        }
    }

    private final DataSource store;
    private final StaleRowSource main;
    private final RowWriter writer;
    private final StaleRowTable staleRows;
    private final Map<String, Freshness> entities;
    private final AtomicLong fetches = new AtomicLong();
    private final AtomicLong fetchedRows = new AtomicLong();
    private final AtomicLong failures = new AtomicLong();

    /**
     * @param store  the replica store
     * @param schema the replica's schema; its {@linkplain ReplicaTable#refetched() refetched} tables are served
     * @param main   where current rows come from
     */
    public StaleRows(DataSource store, ReplicaSchema schema, StaleRowSource main) {
        this(store, new ReplicaStoreTables(schema), main);
    }

    /**
     * @param store  the replica store
     * @param tables the stream's tables; the {@linkplain ReplicaTable#refetched() refetched} tables of its schema are
     *               served
     * @param main   where current rows come from
     */
    public StaleRows(DataSource store, ReplicaStoreTables tables, StaleRowSource main) {
        ReplicaSchema schema = tables.schema();
        this.store = Objects.requireNonNull(store, "store");
        this.main = Objects.requireNonNull(main, "main");
        this.staleRows = tables.staleRows();
        this.writer = new RowWriter(schema, this.staleRows);
        Map<String, Freshness> byName = new LinkedHashMap<>();
        for (ReplicaTable table : schema.tables()) {
            if (table.refetched()) {
                byName.put(table.entityName(), new Freshness(table));
            }
        }
        this.entities = Collections.unmodifiableMap(byName);
    }

    /** The entities in {@code invalidate} mode, by entity name. */
    public Set<String> entities() {
        return entities.keySet();
    }

    /**
     * Brings every stale row of an entity up to date from main; nothing when the entity has none or is not in
     * {@code invalidate} mode.
     *
     * @throws IOException  when main cannot be reached or answers otherwise than with the rows; nothing changed
     * @throws SQLException when the replica store fails; nothing changed
     */
    public void refresh(String entity) throws IOException, SQLException {
        Freshness freshness = entities.get(entity);
        if (freshness == null || freshness.marked.get() <= freshness.checked) {
            return;
        }
        synchronized (freshness) {
            long marked = freshness.marked.get();
            if (marked <= freshness.checked) {
                return;
            }
            try {
                Map<String, Long> stale;
                do {
                    try (Connection connection = store.getConnection()) {
                        stale = staleRows.read(connection, freshness.table.entityName(), MAX_IDS_PER_FETCH);
                    }
                    if (!stale.isEmpty()) {
                        fetch(freshness.table, stale.keySet());
                    }
                } while (stale.size() == MAX_IDS_PER_FETCH);
            } catch (IOException | SQLException | RuntimeException e) {
                failures.incrementAndGet();
                throw e;
            }
            freshness.checked = marked;
        }
    }

    private void fetch(ReplicaTable table, Set<String> ids) throws IOException, SQLException {
        long started = System.nanoTime();
        fetches.incrementAndGet();
        try (Snapshot rows = main.rows(table.entityName(), List.copyOf(ids));
             Connection connection = store.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (RowBatch batch = new RowBatch(connection)) {
                Set<String> missing = new LinkedHashSet<>(ids);
                int found = 0;
                for (Iterator<SnapshotChunk> chunks = rows.chunks(); chunks.hasNext(); ) {
                    for (RowChange row : chunks.next().rows()) {
                        writer.store(batch, rows.epoch(), rows.sequence(), row, table.tableName());
                        missing.remove(RowKeys.text(table, row.id()));
                        found++;
                    }
                }
                for (String id : missing) {
                    writer.store(batch, rows.epoch(), rows.sequence(),
                            RowChange.delete(table.entityName(), RowKeys.id(table, id), null), table.tableName());
                }
                batch.flush();
                for (String id : ids) {
                    staleRows.clear(connection, table.entityName(), id, rows.sequence());
                }
                connection.commit();
                fetchedRows.addAndGet(found);
                ApplyLogger.ROOT_LOGGER.staleRowsFetched(found, ids.size(), table.entityName(), rows.sequence(),
                        (System.nanoTime() - started) / 1_000_000);
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        for (AppliedRow row : changes.rows()) {
            Freshness freshness = entities.get(row.table().entityName());
            if (freshness != null) {
                freshness.marked.incrementAndGet();
            }
        }
    }

    /** Requests to main for rows. */
    public long fetches() {
        return fetches.get();
    }

    /** Rows fetched from main. */
    public long fetchedRows() {
        return fetchedRows.get();
    }

    /** Refreshes that failed (main unreachable, or the store failed). */
    public long failures() {
        return failures.get();
    }

    /** How many rows are stale now, over every {@code invalidate}-mode entity. */
    public long staleRows() throws SQLException {
        long count = 0;
        try (Connection connection = store.getConnection()) {
            for (String entity : entities.keySet()) {
                count += staleRows.count(connection, entity);
            }
        }
        return count;
    }

}
