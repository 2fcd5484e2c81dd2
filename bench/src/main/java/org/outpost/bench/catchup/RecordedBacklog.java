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
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.OutboxRelaySignal;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * A backlog of change sets as main's outbox holds them: the bench's {@link Item}s inserted on main (a Hibernate unit
 * on an H2 in-memory database with Outpost's change capture and outbox), then read back encoded. As a
 * {@link ChangeSetSource} it answers replay requests as main's replay service does, from memory, with everything
 * published.
 *
 * @param epoch      the outbox's epoch
 * @param changeSets the encoded change sets, sequence 1 first
 * @param rows       the rows they hold
 */
public record RecordedBacklog(UUID epoch, List<byte[]> changeSets, long rows) implements ChangeSetSource {

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
            List<byte[]> changeSets = outbox.readFrom(1, Integer.MAX_VALUE).stream().map(OutboxEntry::message).toList();
            return new RecordedBacklog(outbox.epoch(), changeSets, (long) transactions * rowsPerTransaction);
        } finally {
            HibernateUnits.shutdown(database);
        }
    }

    @Override
    public ReplayPage fetch(UUID from, long fromSequence, int max) throws ReplayUnavailableException {
        if (!from.equals(epoch)) {
            throw new ReplayUnavailableException("epoch " + from + " is not the backlog's " + epoch);
        }
        int start = (int) Math.min(fromSequence - 1, changeSets.size());
        int end = (int) Math.min((long) start + max, changeSets.size());
        return new ReplayPage(changeSets.subList(start, end), changeSets.size(), changeSets.size());
    }
}
