// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.outpost.bench.inprocess.HibernateUnits;
import org.outpost.changestream.capture.CaptureBinding;
import org.outpost.changestream.capture.ReplicationIntegrator;
import org.outpost.changestream.capture.SyncGate;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.OutboxRelaySignal;
import org.outpost.changestream.serving.SnapshotService;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.hibernate.KeyColumns;
import org.outpost.querycache.hibernate.QueryCacheBinding;
import org.outpost.querycache.hibernate.QueryCacheIntegrator;
import org.outpost.sample.load.RowSource;

/**
 * RUBiS' main in this JVM: its unit on an H2 database with Outpost's change capture and outbox (each committed
 * transaction that writes a replicated entity becomes one change set) and the query cache's analysis (which makes
 * each change carry the old values of the queries' key columns), as the subsystem sets a main deployment up. Its
 * unit also runs Hibernate's own query cache, for the table-level comparison.
 *
 * @param database   main's database
 * @param descriptor the deployment's descriptor
 * @param outbox     the change sets main committed
 * @param factory    the unit, also for reads through Hibernate's query cache
 */
record RubisMain(JdbcDataSource database, OutpostDescriptor descriptor, Outbox outbox, SessionFactory factory)
        implements AutoCloseable {

    /** Main with its tables, its outbox and {@code dataset}'s rows (loaded outside the capture, as a generator does). */
    static RubisMain start(OutpostDescriptor descriptor, RowSource dataset) throws Exception {
        JdbcDataSource database = HibernateUnits.database("qbench_main");
        Outbox outbox = new Outbox(database);
        outbox.createIfAbsent();
        KeyColumns keyColumns = new KeyColumns();
        Map<Object, Object> settings = new HashMap<>();
        QueryCacheIntegrator.bind(settings, new QueryCacheBinding("qbench-main#rubis", descriptor, analyses -> { },
                keyColumns));
        ReplicationIntegrator.bind(settings, new CaptureBinding(descriptor, outbox, OutboxRelaySignal.NONE,
                SyncGate.NONE, keyColumns));
        SessionFactory factory = RubisUnits.sessionFactory(database, settings, true, true);
        try (Connection connection = database.getConnection()) {
            dataset.writeTo(new JdbcRowSink(connection));
        }
        return new RubisMain(database, descriptor, outbox, factory);
    }

    /** Commits {@code work} in one transaction of the unit (captured: one change set if it writes). */
    void commit(Consumer<Session> work) {
        factory.inTransaction(work);
    }

    /** The change sets committed from {@code sequence} on, encoded as the outbox holds them. */
    List<OutboxEntry> changeSetsFrom(long sequence) {
        return outbox.readFrom(sequence, Integer.MAX_VALUE);
    }

    /** Every replicated row as main's snapshot service sends it to an edge, with the outbox's position. */
    byte[] snapshot() throws IOException, SQLException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new SnapshotService(database, ReplicaSchema.of(factory, descriptor), outbox, SnapshotService.DEFAULT_CHUNK_ROWS)
                .write(bytes);
        return bytes.toByteArray();
    }

    /** The codec of the outbox's change sets. */
    ChangeSetCodec codec() {
        return outbox.codec();
    }

    @Override
    public void close() throws SQLException {
        factory.close();
        HibernateUnits.shutdown(database);
    }
}
