// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.apply.ReplicaStore.account;
import static org.outpost.changestream.apply.ReplicaStore.changeSet;
import static org.outpost.changestream.apply.ReplicaStore.columns;
import static org.outpost.changestream.apply.ReplicaStore.id;

import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import javax.sql.DataSource;

import jakarta.persistence.EntityManager;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.entities.AuditNote;
import org.outpost.changestream.apply.entities.Category;
import org.outpost.changestream.apply.entities.Item;
import org.outpost.changestream.apply.entities.Seller;
import org.outpost.changestream.apply.entities.Status;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

class ApplyEndpointTest {

    private static final String ITEM = Item.class.getName();
    private static final String SELLER = Seller.class.getName();
    private final UUID epoch = UUID.randomUUID();
    private ReplicaStore store;
    private Snapshots.RecordingListener listener;

    @BeforeEach
    void start() throws Exception {
        store = new ReplicaStore();
        listener = new Snapshots.RecordingListener();
        store.endpoint.addListener(listener);
        store.start(epoch);
    }

    @AfterEach
    void stop() throws Exception {
        store.close();
    }

    private static RowChange seller(long id, String name) {
        return RowChange.insert(SELLER, id("id", id), null, columns("name", name, "street", "1 Main St", "city", "Lyon"));
    }

    private static RowChange item(long id, String name) {
        return RowChange.insert(ITEM, id("id", id), 1L, columns("name", name, "description", "x".repeat(5000),
                "picture", new byte[] {1, 2, 3}, "status", Status.OPEN, "category", Category.TOYS,
                "price", new BigDecimal("12.50"), "listed_at", Instant.parse("2026-11-01T10:15:30.123456Z"),
                "end_date", LocalDate.of(2026, 12, 24), "legacy_time", Date.from(Instant.parse("2026-11-02T08:00:00Z")),
                "quantity", null, "seller_id", 7L, "ship_street", "2 Quai", "ship_city", "Nantes"));
    }

    @Test
    void insertsUpdatesAndDeletesReadBackThroughTheDeploymentsEntityManager() throws Exception {
        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(changeSet(epoch, 1, seller(7, "Ann"),
                item(100, "Lamp"), item(101, "Desk"))));
        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(changeSet(epoch, 2,
                RowChange.update(ITEM, id("id", 100L), 2L, columns("status", Status.CLOSED, "quantity", 3,
                        "category", Category.BOOKS)),
                RowChange.delete(ITEM, id("id", 101L), 1L))));

        try (EntityManager em = store.sessionFactory.createEntityManager()) {
            Item lamp = em.find(Item.class, 100L);
            assertEquals("Lamp", lamp.name);
            assertEquals(2, lamp.version);
            assertEquals(Status.CLOSED, lamp.status);
            assertEquals(Category.BOOKS, lamp.category);
            assertEquals(3, lamp.quantity);
            assertEquals(5000, lamp.description.length());
            assertArrayEquals(new byte[] {1, 2, 3}, lamp.picture);
            assertEquals(new BigDecimal("12.50"), lamp.price);
            assertEquals(Instant.parse("2026-11-01T10:15:30.123456Z"), lamp.listedAt);
            assertEquals(LocalDate.of(2026, 12, 24), lamp.endDate);
            assertEquals(Instant.parse("2026-11-02T08:00:00Z"), lamp.legacyTime.toInstant());
            assertEquals("Nantes", lamp.shipFrom.city);
            assertEquals("Ann", lamp.seller.name);
            assertEquals("Lyon", lamp.seller.address.city);
            assertNull(em.find(Item.class, 101L));
            assertEquals(1L, em.createQuery("select count(i) from Item i where i.seller.name = 'Ann'", Long.class)
                    .getSingleResult());
        }
        assertEquals(2, store.lastSequence());
    }

    @Test
    void changeSetsApplyInOrderAndRecordTheSequenceInTheSameTransaction() throws Exception {
        for (long sequence = 1; sequence <= 5; sequence++) {
            ApplyOutcome outcome = store.endpoint.apply(changeSet(epoch, sequence, account(sequence, sequence * 10)));
            assertEquals(new ApplyOutcome.Applied(sequence, 1), outcome);
            assertEquals(sequence, store.lastSequence());
        }
        assertEquals(150, store.queryLong("select sum(balance) from account"));
        ReplicaState state = store.endpoint.state().orElseThrow();
        assertEquals(epoch, state.epoch());
        assertTrue(state.commitTime() != null && !state.appliedAt().isBefore(state.commitTime()));
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), listener.applied.stream().map(AppliedChanges::sequence).toList());
    }

    @Test
    void duplicatesAreSkippedAndChangeNothing() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        store.endpoint.apply(changeSet(epoch, 2, account(2, 20)));

        assertEquals(new ApplyOutcome.Duplicate(2, 2), store.endpoint.apply(changeSet(epoch, 2, account(2, 999))));
        assertEquals(new ApplyOutcome.Duplicate(1, 2), store.endpoint.apply(changeSet(epoch, 1, account(1, 999))));

        assertEquals(30, store.queryLong("select sum(balance) from account"));
        assertEquals(2, store.lastSequence());
        assertEquals(2, listener.applied.size());
        assertEquals(2, store.endpoint.stats().duplicatesSkipped());
    }

    @Test
    void aChangeSetAheadOfAGapIsNotAppliedUntilTheGapIsFilled() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        ChangeSet third = changeSet(epoch, 3, account(3, 30));
        ApplyOutcome.Gap gap = assertInstanceOf(ApplyOutcome.Gap.class, store.endpoint.apply(third));
        assertEquals(new ApplyOutcome.Gap(3, 2, 2), gap);
        assertEquals(1, gap.missing());
        assertEquals(1, store.count("account"));

        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(changeSet(epoch, 2, account(2, 20))));
        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(third));
        assertEquals(3, store.lastSequence());
        ApplyStats stats = store.endpoint.stats(10);
        assertEquals(1, stats.gapsDetected());
        assertEquals(7, stats.lagTransactions());
    }

    @Test
    void anotherEpochOrAnEmptyReplicaNeedsASnapshot() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        UUID newEpoch = UUID.randomUUID();
        assertEquals(new ApplyOutcome.NewEpoch(1, epoch, newEpoch),
                store.endpoint.apply(changeSet(newEpoch, 1, account(1, 99))));
        assertEquals(10, store.queryLong("select balance from account where id = 1"));

        try (ReplicaStore empty = new ReplicaStore()) {
            assertEquals(new ApplyOutcome.NewEpoch(1, null, epoch),
                    empty.endpoint.apply(changeSet(epoch, 1, account(1, 10))));
            assertEquals(0, empty.count("account"));
        }
    }

    @Test
    void aFailingRowRollsBackTheWholeChangeSetAndNamesEntityIdAndSequence() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        ChangeSet broken = changeSet(epoch, 2, account(2, 20),
                RowChange.insert(ITEM, id("id", 555L), 1L, columns("name", null)));

        ReplicaApplyException e = assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(broken));
        assertEquals(ReplicaApplyException.Reason.SQL_ERROR, e.reason());
        assertEquals(ITEM, e.entity());
        assertEquals(2, e.sequence());
        assertTrue(e.getMessage().contains(ITEM) && e.getMessage().contains("id=555")
                && e.getMessage().contains("change set 2"), e.getMessage());

        assertEquals(1, store.count("account"), "the first row of the change set was rolled back too");
        assertEquals(1, store.lastSequence());
        assertEquals(1, listener.applied.size(), "no listener call for a rolled-back change set");
        assertEquals(1, store.endpoint.stats().failures());
        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(changeSet(epoch, 2, account(2, 20))));
    }

    @Test
    void unknownEntitiesColumnsAndMissingRowsFailWholeAndNamed() throws Exception {
        ReplicaApplyException unknown = assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(
                changeSet(epoch, 1, account(1, 10), RowChange.insert("AuditNote", id("id", 1L), null, List.of()))));
        assertEquals(ReplicaApplyException.Reason.UNKNOWN_ENTITY, unknown.reason());
        assertTrue(unknown.getMessage().contains("AuditNote"), unknown.getMessage());

        ReplicaApplyException column = assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(
                changeSet(epoch, 1, RowChange.insert("Account", id("id", 1L), null, columns("balanse", 3L)))));
        assertEquals(ReplicaApplyException.Reason.UNKNOWN_COLUMN, column.reason());
        assertTrue(column.getMessage().contains("balanse"), column.getMessage());

        ReplicaApplyException missing = assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(
                changeSet(epoch, 1, RowChange.update("Account", id("id", 42L), null, columns("balance", 3L)))));
        assertEquals(ReplicaApplyException.Reason.MISSING_ROW, missing.reason());
        assertTrue(missing.getMessage().contains("id=42"), missing.getMessage());

        assertEquals(0, store.count("account"));
        assertEquals(0, store.lastSequence());
    }

    @Test
    void anInsertOfAnExistingRowBecomesAnUpdateAndADeleteOfAMissingRowIsHarmless() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        store.endpoint.apply(changeSet(epoch, 2, account(1, 15), RowChange.delete("Account", id("id", 9L), null)));
        assertEquals(15, store.queryLong("select balance from account where id = 1"));
        assertEquals(1, store.count("account"));
    }

    @Test
    void aBatchOfInsertsUpdatesTheRowsStoredAlreadyWhereverTheyAreInTheBatch() throws Exception {
        int rows = RowBatch.PROBED_KEYS + 45; // two lookups of keys, the second one padded
        store.endpoint.apply(changeSet(epoch, 1, account(rows - 3, 1)));
        List<RowChange> inserts = new ArrayList<>();
        for (long id = 1; id <= rows; id++) {
            inserts.add(account(id, id * 10));
        }

        assertEquals(new ApplyOutcome.Applied(2, rows), store.endpoint.apply(new ChangeSet(epoch, 2,
                Instant.parse("2026-11-24T10:00:00Z"), inserts)));
        assertEquals(rows, store.count("account"));
        assertEquals((rows - 3) * 10L, store.queryLong("select balance from account where id = " + (rows - 3)));
        assertEquals((long) rows * (rows + 1) / 2 * 10, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void newRowsAreInsertedWithoutAnUpdateFirst() throws Exception {
        List<String> prepared = new ArrayList<>();
        ApplyEndpoint endpoint = new ApplyEndpoint(watched((call, args) -> {
            if (call.equals("prepareStatement")) {
                prepared.add((String) args[0]);
            }
        }), store.schema);

        endpoint.apply(changeSet(epoch, 1, account(1, 10), account(2, 20), account(3, 30)));
        assertTrue(prepared.stream().noneMatch(sql -> sql.startsWith("update account")), prepared.toString());
        endpoint.apply(changeSet(epoch, 2, account(4, 40), account(2, 21)));
        assertTrue(prepared.stream().anyMatch(sql -> sql.startsWith("update account")), prepared.toString());
        endpoint.close();

        assertEquals(List.of(10L, 21L, 30L, 40L), balances());
    }

    @Test
    void newRowsGoOutManyToAStatement() throws Exception {
        List<String> prepared = new ArrayList<>();
        ApplyEndpoint endpoint = new ApplyEndpoint(watched((call, args) -> {
            if (call.equals("prepareStatement")) {
                prepared.add((String) args[0]);
            }
        }), store.schema);
        List<RowChange> inserts = new ArrayList<>();
        for (long id = 1; id <= 100; id++) {
            inserts.add(account(id, id * 10));
        }

        endpoint.apply(new ChangeSet(epoch, 1, Instant.parse("2026-11-24T10:00:00Z"), inserts));
        endpoint.close();

        List<Integer> rowsPerInsert = prepared.stream().filter(sql -> sql.startsWith("insert into account"))
                .map(sql -> sql.split("\\), \\(", -1).length).toList();
        assertEquals(List.of(64, 32, 4), rowsPerInsert);
        assertEquals(100, store.count("account"));
        assertEquals(5050 * 10L, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void aStatementOfManyRowsThatFailsIsWrittenAgainRowByRowToNameTheBadRow() throws Exception {
        List<RowChange> inserts = new ArrayList<>();
        for (long id = 1; id <= 100; id++) {
            inserts.add(id == 70 ? RowChange.insert("Account", id("id", id), null, List.of(new ColumnValue("balance",
                    Value.NULL))) : account(id, id * 10));
        }

        ReplicaApplyException e = assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(
                new ChangeSet(epoch, 1, Instant.parse("2026-11-24T10:00:00Z"), inserts)));

        assertEquals(ReplicaApplyException.Reason.SQL_ERROR, e.reason());
        assertTrue(e.getMessage().contains("id=70"), e.getMessage());
        assertEquals(0, store.count("account"));
        assertEquals(0, store.lastSequence());
    }

    @Test
    void aMultiRowChangeSetIsNeverVisibleHalfApplied() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 500), account(2, 500)));
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong reads = new AtomicLong();
        AtomicReference<String> violation = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            try (Connection connection = store.dataSource.getConnection();
                 Statement statement = connection.createStatement()) {
                while (!done.get() && violation.get() == null) {
                    try (ResultSet rows = statement.executeQuery("select sum(balance), count(*) from account")) {
                        rows.next();
                        if (rows.getLong(1) != 1000 || rows.getLong(2) != 2) {
                            violation.set("sum " + rows.getLong(1) + " over " + rows.getLong(2) + " rows");
                        }
                    }
                    reads.incrementAndGet();
                }
            } catch (Exception e) {
                violation.set(e.toString());
            }
        }, "invariant-reader");
        reader.start();
        for (int sequence = 2; sequence <= 400; sequence++) {
            long moved = sequence % 97;
            long first = store.queryLong("select balance from account where id = 1");
            store.endpoint.apply(changeSet(epoch, sequence,
                    RowChange.update("Account", id("id", 1L), null, columns("balance", first - moved)),
                    RowChange.update("Account", id("id", 2L), null, columns("balance", 1000 - first + moved))));
        }
        done.set(true);
        reader.join();
        assertNull(violation.get());
        assertTrue(reads.get() > 10, "reader ran " + reads.get() + " times");
        assertEquals(400, store.lastSequence());
    }

    @Test
    void encodedMessagesAreCountedAndAnUndecodableOneChangesNothing() throws Exception {
        byte[] message = new ChangeSetCodec().encode(changeSet(epoch, 1, account(1, 10)));
        assertInstanceOf(ApplyOutcome.Applied.class, store.endpoint.apply(message));
        byte[] damaged = new ChangeSetCodec().encode(changeSet(epoch, 2, account(2, 20)));
        damaged[damaged.length - 1] ^= 1;
        assertThrows(WireFormatException.class, () -> store.endpoint.apply(damaged));

        ApplyStats stats = store.endpoint.stats();
        assertEquals(1, stats.appliedSequence());
        assertEquals(message.length + damaged.length, stats.bytesReceived());
        assertEquals(1, stats.changeSetsApplied());
        assertTrue(stats.lagMillis() >= 0 && stats.applyRatePerSecond() > 0, stats.toString());
        assertEquals(1, stats.snapshots());
    }

    @Test
    void aFollowedEntitysRowsReachTheListenersAndAreNotStored() throws Exception {
        try (ReplicaStore following = new ReplicaStore(List.of(AuditNote.class.getName()))) {
            following.start(epoch);
            Snapshots.RecordingListener heard = new Snapshots.RecordingListener();
            following.endpoint.addListener(heard);
            following.endpoint.apply(changeSet(epoch, 1, seller(1, "ann"),
                    RowChange.insert(AuditNote.class.getName(), id("id", 5L), null, columns("text", "login"))));

            assertEquals(1, following.count("seller"));
            assertTrue(following.schema.tables().stream().noneMatch(table -> table.entityName().equals(AuditNote.class.getName())),
                    "no table of the followed entity at the edge");
            List<AppliedRow> rows = heard.applied.get(0).rows();
            assertEquals(List.of(SELLER, AuditNote.class.getName()), rows.stream().map(AppliedRow::entity).toList());
            assertEquals(AuditNote.class.getName(), rows.get(1).table().entityName());
            assertEquals(1, following.lastSequence());
        }
    }

    @Test
    void listenersHearTheAppliedIdsAfterCommitOnly() throws Exception {
        List<Long> seenCommitted = new ArrayList<>();
        store.endpoint.addListener(changes -> {
            try {
                seenCommitted.add(store.queryLong("select count(*) from account"));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        store.endpoint.addListener(changes -> {
            throw new IllegalStateException("a broken listener does not undo the apply");
        });
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10), account(2, 20)));
        assertThrows(ReplicaApplyException.class, () -> store.endpoint.apply(changeSet(epoch, 2, account(3, 30),
                RowChange.update("Account", id("id", 99L), null, columns("balance", 1L)))));

        assertEquals(List.of(2L), seenCommitted, "the listener reads the committed rows from another connection");
        AppliedChanges changes = listener.applied.get(0);
        assertEquals(1, changes.sequence());
        assertEquals(List.of(List.of(ColumnValue.of("id", 1L)), List.of(ColumnValue.of("id", 2L))),
                changes.rows().stream().map(AppliedRow::id).toList());
        assertEquals(1, listener.applied.size());
        assertEquals(1, store.lastSequence());
    }

    private static RowChange balance(long id, long balance) {
        return RowChange.update("Account", id("id", id), null, columns("balance", balance));
    }

    @Test
    void aRunOfChangeSetsCommitsInOneTransactionAndListenersHearEachInOrder() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        List<ChangeSet> run = List.of(
                changeSet(epoch, 2, account(2, 20), account(3, 30), balance(1, 11)),
                changeSet(epoch, 3, account(2, 21), balance(3, 31), RowChange.delete("Account", id("id", 1L), null)),
                new ChangeSet(epoch, 4, Instant.parse("2026-11-24T10:00:00.123456Z"),
                        List.of(account(1, 12), account(4, 40), account(5, 50), account(2, 22))));

        assertEquals(List.of(new ApplyOutcome.Applied(2, 3), new ApplyOutcome.Applied(3, 3),
                new ApplyOutcome.Applied(4, 4)), store.endpoint.applyAll(run));

        assertEquals(4, store.lastSequence());
        assertEquals(List.of(12L, 22L, 31L, 40L, 50L), balances(), "in change-set order: an insert of a row inserted"
                + " earlier in the run is an update, a delete then an insert brings it back");
        assertEquals(List.of(1L, 2L, 3L, 4L), listener.applied.stream().map(AppliedChanges::sequence).toList());
        assertEquals(listener.applied.get(1).appliedAt(), listener.applied.get(3).appliedAt(), "one commit");
        assertEquals(Instant.parse("2026-11-24T10:00:00.123456Z"), store.endpoint.state().orElseThrow().commitTime(),
                "the state is the last change set's");
        ApplyStats stats = store.endpoint.stats();
        assertEquals(4, stats.changeSetsApplied());
        assertEquals(11, stats.rowsApplied());
    }

    @Test
    void aRunSkipsDuplicatesAndEndsAtTheFirstChangeSetThatIsNotNext() throws Exception {
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));

        assertEquals(List.of(new ApplyOutcome.Duplicate(1, 1), new ApplyOutcome.Applied(2, 1),
                new ApplyOutcome.Gap(4, 3, 3)), store.endpoint.applyAll(List.of(changeSet(epoch, 1, account(1, 99)),
                changeSet(epoch, 2, account(2, 20)), changeSet(epoch, 4, account(4, 40)), changeSet(epoch, 5, account(5, 50)))));
        assertEquals(2, store.lastSequence());
        assertEquals(List.of(10L, 20L), balances());
        assertEquals(List.of(new ApplyOutcome.NewEpoch(3, epoch, UUID.fromString("00000000-0000-0000-0000-000000000003"))),
                store.endpoint.applyAll(List.of(changeSet(UUID.fromString("00000000-0000-0000-0000-000000000003"), 3,
                        account(3, 30)))));
        ApplyStats stats = store.endpoint.stats();
        assertEquals(1, stats.duplicatesSkipped());
        assertEquals(1, stats.gapsDetected());
    }

    @Test
    void aFailingChangeSetOfARunFailsAloneAfterTheOnesBeforeItAreApplied() throws Exception {
        List<ChangeSet> run = List.of(changeSet(epoch, 1, account(1, 10), account(2, 20)),
                changeSet(epoch, 2, balance(1, 11)),
                changeSet(epoch, 3, balance(2, 21), balance(42, 1), balance(1, 12)),
                changeSet(epoch, 4, account(4, 40)));

        ReplicaApplyException e = assertThrows(ReplicaApplyException.class, () -> store.endpoint.applyAll(run));
        assertEquals(ReplicaApplyException.Reason.MISSING_ROW, e.reason());
        assertEquals(3, e.sequence());
        assertTrue(e.getMessage().contains("id=42"), e.getMessage());

        assertEquals(2, store.lastSequence());
        assertEquals(List.of(11L, 20L), balances(), "change set 3 rolled back whole, 4 not looked at");
        assertEquals(List.of(1L, 2L), listener.applied.stream().map(AppliedChanges::sequence).toList());
        assertEquals(1, store.endpoint.stats().failures());
    }

    @Test
    void aValueTheColumnCannotHoldIsNamedWhenItsBatchGoesOut() throws Exception {
        ReplicaApplyException e = assertThrows(ReplicaApplyException.class, () -> store.endpoint.applyAll(List.of(
                changeSet(epoch, 1, account(1, 10)),
                changeSet(epoch, 2, item(7, "Lamp"), item(8, "Desk")),
                changeSet(epoch, 3, RowChange.update(ITEM, id("id", 8L), 2L,
                        List.of(new ColumnValue("category", new Value.EnumValue("LOST"))))))));

        assertEquals(ReplicaApplyException.Reason.BAD_VALUE, e.reason());
        assertEquals(3, e.sequence());
        assertTrue(e.getMessage().contains("id=8") && e.getMessage().contains("LOST"), e.getMessage());
        assertEquals(2, store.lastSequence());
    }

    @Test
    void appliesShareOneConnectionOfTheStoreUntilClosedOrUntilOneFails() throws Exception {
        AtomicInteger opened = new AtomicInteger();
        AtomicInteger open = new AtomicInteger();
        ApplyEndpoint endpoint = new ApplyEndpoint(watched((call, args) -> {
            if (call.equals("getConnection")) {
                opened.incrementAndGet();
                open.incrementAndGet();
            } else if (call.equals("close")) {
                open.decrementAndGet();
            }
        }), store.schema);
        for (long sequence = 1; sequence <= 3; sequence++) {
            endpoint.apply(changeSet(epoch, sequence, account(sequence, 10)));
        }
        assertEquals(1, opened.get(), "one connection for the three applies");
        assertEquals(1, open.get(), "held between applies");

        assertThrows(ReplicaApplyException.class, () -> endpoint.apply(changeSet(epoch, 4, balance(42, 1))));
        assertEquals(0, open.get(), "a failure gives the connection back");
        endpoint.apply(changeSet(epoch, 4, account(4, 10)));
        assertEquals(2, opened.get());
        endpoint.close();
        assertEquals(0, open.get(), "closing gives it back");
        assertEquals(4, store.lastSequence());
        assertEquals(40, store.queryLong("select sum(balance) from account"));
    }

    /**
     * The replica store, telling {@code calls} the name and arguments of each call of {@code getConnection} and of
     * each method of the connections it returns.
     */
    private DataSource watched(BiConsumer<String, Object[]> calls) {
        return (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    Object result = method.invoke(store.dataSource, args);
                    if (!method.getName().equals("getConnection")) {
                        return result;
                    }
                    calls.accept(method.getName(), args);
                    Connection connection = (Connection) result;
                    return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                            (p, m, a) -> {
                                calls.accept(m.getName(), a);
                                return m.invoke(connection, a);
                            });
                });
    }

    private List<Long> balances() throws Exception {
        List<Long> balances = new ArrayList<>();
        try (Connection connection = store.dataSource.getConnection(); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select balance from account order by id")) {
            while (rows.next()) {
                balances.add(rows.getLong(1));
            }
        }
        return balances;
    }
}
