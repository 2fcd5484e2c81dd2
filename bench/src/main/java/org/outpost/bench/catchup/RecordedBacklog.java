// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.catchup;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.outpost.bench.app.Item;
import org.outpost.bench.inprocess.HibernateUnits;
import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.capture.CaptureBinding;
import org.outpost.changestream.capture.ReplicationIntegrator;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.outbox.MessageRuns;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.OutboxRelaySignal;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.outbox.RelaySettings;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.CodecSettings;
import org.outpost.changestream.wire.SchemaNumbering;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * A backlog of change sets as main's outbox holds them, and as its relay published them: the bench's {@link Item}s
 * inserted on main (a Hibernate unit on an H2 in-memory database with Outpost's change capture and outbox), then read
 * back encoded, and cut into change batches as a relay that is behind publishes them ({@link MessageRuns} with the
 * default bounds). As a {@link ChangeSetSource} it answers replay requests as main's replay service answers an edge
 * that numbers columns as the topic does while main remembers every batch: with the batches, everything published.
 *
 * @param epoch      the outbox's epoch
 * @param changeSets the encoded change sets, sequence 1 first
 * @param topic      the batches the relay published
 * @param rows       the rows they hold
 */
public record RecordedBacklog(UUID epoch, List<byte[]> changeSets, RecentBatches topic, long rows)
        implements ChangeSetSource {

    public RecordedBacklog {
        changeSets = List.copyOf(changeSets);
    }

    /** Commits {@code transactions} transactions of {@code rowsPerTransaction} new items on main; their change sets. */
    public static RecordedBacklog record(OutpostDescriptor descriptor, int transactions, int rowsPerTransaction)
            throws SQLException {
        JdbcDataSource database = HibernateUnits.database("catchup_main_" + UUID.randomUUID());
        Outbox outbox = new Outbox(database);
        outbox.createIfAbsent();
        Map<Object, Object> settings = new HashMap<>();
        ReplicationIntegrator.bind(settings, new CaptureBinding(descriptor, outbox, OutboxRelaySignal.NONE));
        try (SessionFactory main = HibernateUnits.sessionFactory(database, List.of(Item.class), settings, true, false)) {
            int number = 0;
            for (int t = 0; t < transactions; t++) {
                int first = number;
                main.inTransaction(session -> {
                    for (int r = 1; r <= rowsPerTransaction; r++) {
                        session.persist(Item.listing(first + r));
                    }
                });
                number += rowsPerTransaction;
            }
            List<OutboxEntry> entries = outbox.readFrom(1, Integer.MAX_VALUE);
            ChangeSetCodec codec = new ChangeSetCodec(CodecSettings.defaults(),
                    SchemaNumbering.of(ReplicaSchema.of(main, descriptor)));
            RecentBatches topic = new RecentBatches(Long.MAX_VALUE);
            for (List<OutboxEntry> run : MessageRuns.of(entries, RelaySettings.DEFAULT_MESSAGE_ENTRIES,
                    RelaySettings.DEFAULT_MESSAGE_BYTES)) {
                topic.add(RecentBatches.Batch.of(run, codec));
            }
            return new RecordedBacklog(outbox.epoch(), entries.stream().map(OutboxEntry::message).toList(), topic,
                    (long) transactions * rowsPerTransaction);
        } finally {
            HibernateUnits.shutdown(database);
        }
    }

    @Override
    public ReplayPage fetch(UUID from, long fromSequence, int max) throws ReplayUnavailableException {
        if (!from.equals(epoch)) {
            throw new ReplayUnavailableException("epoch " + from + " is not the backlog's " + epoch);
        }
        RecentBatches.Replay remembered = topic.replay(epoch, fromSequence, max);
        if (remembered.changeSets() > 0) {
            return new ReplayPage(remembered.messages(), remembered.changeSets(), changeSets.size(), changeSets.size());
        }
        int start = (int) Math.min(fromSequence - 1, changeSets.size());
        int end = (int) Math.min((long) start + remembered.outboxChangeSets(), changeSets.size());
        return new ReplayPage(changeSets.subList(start, end), changeSets.size(), changeSets.size());
    }
}
