// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.capture.Rows.assertRow;
import static org.outpost.changestream.capture.Rows.map;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import org.hibernate.Session;
import org.hibernate.Transaction;
import org.hibernate.action.spi.BeforeTransactionCompletionProcess;
import org.hibernate.engine.spi.SessionImplementor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.Value;

/**
 * Capture and the sequence against real PostgreSQL ({@code outpost_test}, a schema of its own, dropped after).
 * Tests share one schema and look only at the change sets they wrote.
 */
class PostgresCaptureTest {

    static CaptureFixture fixture;

    @BeforeAll
    static void start() {
        fixture = CaptureFixture.postgres();
    }

    @AfterAll
    static void stop() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @Test
    void insertAndUpdateAreCapturedOnPostgres() {
        long before = fixture.outbox.lastSequence();
        long id = fixture.inTransaction(session -> {
            Region region = new Region(9001, "Oceania");
            session.persist(region);
            Account account = ChangeCaptureTest.newAccount(region);
            session.persist(account);
            return account.id;
        });
        fixture.commit(session -> session.get(Account.class, id).balance = new BigDecimal("99.99"));

        List<ChangeSet> changeSets = fixture.changeSets().stream().filter(c -> c.sequence() > before).toList();
        assertEquals(2, changeSets.size());
        assertRow(changeSets.get(0).rows().get(1), Account.class, Operation.INSERT, map("id", id), 0L,
                ChangeCaptureTest.accountColumns(9001));
        assertRow(changeSets.get(1).rows().get(0), Account.class, Operation.UPDATE, map("id", id), 1L,
                map("balance", new BigDecimal("99.99")));
        assertTrue(fixture.signals.containsAll(List.of(before + 1, before + 2)));
    }

    @Test
    void rolledBackInsertAndUpdateProduceNothingOnPostgres() {
        long before = fixture.outbox.lastSequence();
        int signals = fixture.signals.size();
        fixture.rollback(session -> {
            Region region = new Region(9002, "Antarctica");
            session.persist(region);
            session.persist(ChangeCaptureTest.newAccount(region));
        });

        assertEquals(before, fixture.outbox.lastSequence());
        assertEquals(signals, fixture.signals.size());
    }

    /**
     * 4 threads x 50 transactions; every 7th rolls back before commit, every 5th fails after taking its sequence
     * (a later before-completion step throws). The committed ones must hold 1..N exactly, and each, at the moment it
     * held its sequence, must already see every lower one committed: sequence order is commit order.
     */
    @Test
    void sequencesAreGaplessAndInCommitOrderUnderConcurrency() throws Exception {
        fixture.outbox.reset();
        fixture.signals.clear();
        List<String> orderViolations = Collections.synchronizedList(new ArrayList<>());
        Set<Integer> committed = Collections.synchronizedSet(new TreeSet<>());
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                results.add(threads.submit(() -> {
                    for (int i = 0; i < 50; i++) {
                        int regionId = 10_000 + thread * 1000 + i;
                        if (transaction(regionId, i, orderViolations)) {
                            committed.add(regionId);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> result : results) {
                result.get();
            }
        } finally {
            threads.shutdown();
        }

        List<ChangeSet> changeSets = fixture.changeSets();
        int n = committed.size();
        assertTrue(n > 100 && n < 200, "some transactions rolled back: " + n);
        assertEquals(LongStream.rangeClosed(1, n).boxed().toList(),
                changeSets.stream().map(ChangeSet::sequence).toList(), "gapless from 1");
        assertEquals(committed, changeSets.stream()
                .map(changeSet -> ((Value.IntValue) changeSet.rows().get(0).id().get(0).value()).value())
                .collect(Collectors.toCollection(TreeSet::new)), "exactly the committed transactions");
        assertEquals(List.of(), orderViolations);
        for (int i = 1; i < changeSets.size(); i++) {
            assertTrue(!changeSets.get(i).commitTime().isBefore(changeSets.get(i - 1).commitTime()),
                    "commit times follow sequences at " + i);
        }
        assertEquals(LongStream.rangeClosed(1, n).boxed().collect(Collectors.toSet()), Set.copyOf(fixture.signals));
        assertEquals(n, fixture.outbox.lastSequence());
    }

    /** One transaction; true when it committed. */
    private static boolean transaction(int regionId, int index, List<String> orderViolations) {
        try (Session session = fixture.sessionFactory.openSession()) {
            Transaction transaction = session.beginTransaction();
            session.persist(new Region(regionId, "r" + regionId));
            session.flush(); // registers the capture's before-completion step first
            if (index % 7 == 0) {
                transaction.rollback();
                return false;
            }
            var queue = session.unwrap(SessionImplementor.class).getActionQueue();
            queue.registerProcess((BeforeTransactionCompletionProcess) s -> checkOrder(s, orderViolations));
            if (index % 5 == 3) {
                queue.registerProcess((BeforeTransactionCompletionProcess) s -> {
                    throw new IllegalStateException("failure after the sequence was taken");
                });
            }
            try {
                transaction.commit();
                return true;
            } catch (RuntimeException e) {
                if (index % 5 != 3) {
                    throw e;
                }
                return false;
            }
        }
    }

    /** Runs under the sequence lock: every lower sequence must be committed already, and nothing above it exists. */
    private static void checkOrder(SessionImplementor session, List<String> orderViolations) {
        try (Statement statement = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection()
                .createStatement();
             ResultSet result = statement.executeQuery("SELECT COUNT(*), MAX(seq) FROM " + fixture.outbox.table())) {
            result.next();
            long count = result.getLong(1);
            long max = result.getLong(2);
            if (count != max) {
                orderViolations.add("sequence " + max + " saw " + count + " entries");
            }
        } catch (SQLException e) {
            orderViolations.add(e.toString());
        }
    }

}
