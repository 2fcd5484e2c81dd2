// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.catchup;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.h2.jdbcx.JdbcConnectionPool;
import org.hibernate.SessionFactory;
import org.outpost.bench.app.Item;
import org.outpost.bench.inprocess.HibernateUnits;
import org.outpost.changestream.apply.ApplyEndpoint;
import org.outpost.changestream.apply.ApplyStats;
import org.outpost.changestream.apply.ReplicaStoreTables;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.apply.SecondLevelCacheEviction;
import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.apply.SnapshotChunk;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.StreamTables;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * An edge in this JVM, set up as a WildFly edge sets up a stream: the bench's unit on a pooled H2 file replica store
 * (the edge server's URL options), the stream's tables created from the mapping, the apply endpoint with the
 * second-level cache eviction and the applied position as listeners, and the synchronizer, whose replay source is a
 * {@link RecordedBacklog}. It starts from main's empty snapshot at sequence 0 of the backlog's epoch.
 */
public final class CatchUpEdge implements AutoCloseable {

    private static final String STREAM = "catch-up-bench";

    private final JdbcConnectionPool store;
    private final SessionFactory factory;
    private final ApplyEndpoint endpoint;
    private final ReplicaSynchronizer synchronizer;

    private CatchUpEdge(JdbcConnectionPool store, SessionFactory factory, ApplyEndpoint endpoint,
            ReplicaSynchronizer synchronizer) {
        this.store = store;
        this.factory = factory;
        this.endpoint = endpoint;
        this.synchronizer = synchronizer;
    }

    /** An edge whose replica store is a new H2 database in {@code directory}, in step with sequence 0 of {@code backlog}. */
    public static CatchUpEdge start(Path directory, OutpostDescriptor descriptor, RecordedBacklog backlog)
            throws SQLException {
        JdbcConnectionPool store = JdbcConnectionPool.create("jdbc:h2:file:" + directory.toAbsolutePath().resolve("replica-store")
                + ";DB_CLOSE_ON_EXIT=FALSE;QUERY_CACHE_SIZE=0", "sa", "sa");
        store.setMaxConnections(20);
        SessionFactory factory = HibernateUnits.sessionFactory(store, List.of(Item.class), Map.of(), false, false);
        ReplicaSchema schema = ReplicaSchema.of(factory, descriptor);
        ReplicaStoreTables tables = new ReplicaStoreTables(schema, StreamTables.prefix(STREAM));
        tables.createIfAbsent(store);
        ApplyEndpoint endpoint = new ApplyEndpoint(store, tables);
        endpoint.addListener(new SecondLevelCacheEviction(factory.getCache()));
        AppliedPosition position = new AppliedPosition();
        position.start(Optional.empty());
        endpoint.addListener(position);
        endpoint.installSnapshot(empty(backlog.epoch()));
        ReplicaSynchronizer synchronizer = new ReplicaSynchronizer(endpoint, backlog, () -> empty(backlog.epoch()));
        return new CatchUpEdge(store, factory, endpoint, synchronizer);
    }

    /** Catches up as an edge does after subscribing: replays main's outbox up to what main published. */
    public long catchUp() throws IOException, SQLException {
        return synchronizer.catchUp();
    }

    public ApplyStats stats() throws SQLException {
        return endpoint.stats();
    }

    private static Snapshot empty(UUID epoch) {
        return new Snapshot() {
            @Override
            public UUID epoch() {
                return epoch;
            }

            @Override
            public long sequence() {
                return 0;
            }

            @Override
            public Iterator<SnapshotChunk> chunks() {
                return Collections.emptyIterator();
            }

            @Override
            public void close() {
                // Nothing held.
            }
        };
    }

    @Override
    public void close() throws SQLException {
        endpoint.close();
        factory.close();
        HibernateUnits.shutdown(store);
        store.dispose();
    }
}
