// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.capture.Rows.assertRow;
import static org.outpost.changestream.capture.Rows.map;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * Capture on H2: the rows of each committed transaction, one change set each, read back from the outbox; every
 * commit-path test has a rollback twin that leaves the outbox empty and signals nothing.
 */
class ChangeCaptureTest {

    static final String BIO = "A long biography. ".repeat(200);
    static final byte[] AVATAR = {1, 2, 3, 0, -1};
    static final Instant CREATED = Instant.parse("2024-05-06T07:08:09.123456Z");
    static final Date LEGACY_STAMP = new Date(1_700_000_000_123L);
    static final Date LEGACY_DAY = new Date(java.sql.Date.valueOf("2024-01-15").getTime());

    CaptureFixture fixture;

    @BeforeEach
    void start() {
        fixture = CaptureFixture.h2();
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    static Account newAccount(Region region) {
        Account account = new Account();
        account.nickName = "ann";
        account.phone = null;
        account.address = new Address("1 Main St", "75001");
        account.rating = Account.Rating.GOLD;
        account.status = Account.Status.SUSPENDED;
        account.balance = new BigDecimal("12.50");
        account.birthDate = LocalDate.of(1990, 2, 3);
        account.lastLogin = LocalDateTime.of(2024, 5, 6, 7, 8, 9);
        account.createdAt = CREATED;
        account.legacyStamp = LEGACY_STAMP;
        account.legacyDay = LEGACY_DAY;
        account.bio = BIO;
        account.avatar = AVATAR;
        account.region = region;
        return account;
    }

    static Map<String, Value> accountColumns(int regionId) {
        return map("nick_name", "ann", "phone", Value.NULL, "street", "1 Main St", "zip_code", "75001",
                "rating", new Value.EnumValue("GOLD"), "status", new Value.EnumValue("SUSPENDED"),
                "balance", new BigDecimal("12.50"), "birth_date", LocalDate.of(1990, 2, 3),
                "last_login", LocalDateTime.of(2024, 5, 6, 7, 8, 9), "created_at", CREATED,
                "legacy_stamp", LEGACY_STAMP.toInstant(), "legacy_day", LocalDate.of(2024, 1, 15),
                "bio", BIO, "avatar", AVATAR, "region_id", regionId);
    }

    /** Commits a region and an account; returns the account id. */
    long commitAccount() {
        return fixture.inTransaction(session -> {
            Region region = new Region(1, "Europe");
            session.persist(region);
            Account account = newAccount(region);
            session.persist(account);
            return account.id;
        });
    }

    @Test
    void insertsOfOneTransactionAreOneChangeSetWithEveryColumn() {
        long id = commitAccount();

        List<ChangeSet> changeSets = fixture.changeSets();
        assertEquals(1, changeSets.size());
        ChangeSet changeSet = changeSets.get(0);
        assertEquals(1, changeSet.sequence());
        assertEquals(fixture.outbox.epoch(), changeSet.epoch());
        assertEquals(List.of(1L), fixture.signals);
        assertEquals(2, changeSet.rows().size());
        assertRow(changeSet.rows().get(0), Region.class, Operation.INSERT, map("id", 1), null, map("name", "Europe"));
        assertRow(changeSet.rows().get(1), Account.class, Operation.INSERT, map("id", id), 0L, accountColumns(1));
    }

    @Test
    void rolledBackInsertsProduceNothing() {
        fixture.rollback(session -> {
            Region region = new Region(1, "Europe");
            session.persist(region);
            session.persist(newAccount(region));
        });

        assertEquals(0, fixture.outbox.size());
        assertEquals(0, fixture.outbox.lastSequence());
        assertTrue(fixture.signals.isEmpty());
        assertTrue(fixture.synced.isEmpty());
    }

    @Test
    void onlyACommitThatWroteASyncEntityWaitsAtTheSyncGate() {
        fixture.inTransaction(session -> {
            session.persist(new Region(7, "Asia"));
            return null;
        });
        commitAccount();

        assertEquals(List.of(1L, 2L), fixture.signals);
        assertEquals(List.of(2L), fixture.synced, "Region is async, Account sync");
        assertEquals(List.of(2L), fixture.awaited, "the relay publishes a sync entity's change set at once");
    }

    @Test
    void updateCarriesOnlyTheChangedColumnsAndTheNewVersion() {
        long id = commitAccount();
        fixture.commit(session -> {
            Account account = session.get(Account.class, id);
            account.phone = "555-0100";
            account.rating = Account.Rating.SILVER;
            account.address.zip = "75002";
        });
        fixture.commit(session -> session.get(Account.class, id).phone = null);

        List<ChangeSet> changeSets = fixture.changeSets();
        assertEquals(3, changeSets.size());
        assertEquals(1, changeSets.get(1).rows().size());
        assertRow(changeSets.get(1).rows().get(0), Account.class, Operation.UPDATE, map("id", id), 1L,
                map("phone", "555-0100", "rating", new Value.EnumValue("SILVER"),
                        // an embedded value is dirty as a whole: all its columns travel
                        "street", "1 Main St", "zip_code", "75002"));
        assertRow(changeSets.get(2).rows().get(0), Account.class, Operation.UPDATE, map("id", id), 2L,
                map("phone", Value.NULL));
        assertEquals(List.of(1L, 2L, 3L), fixture.signals);
    }

    @Test
    void updatesAndDeletesCarryTheOldValuesOfKeyColumnsChangedOrNot() {
        long id = commitAccount();
        int regionId = 1;
        fixture.commit(session -> session.get(Account.class, id).nickName = "bea");
        fixture.commit(session -> session.get(Account.class, id).phone = "555-0101");
        fixture.commit(session -> session.remove(session.get(Account.class, id)));

        List<ChangeSet> changeSets = fixture.changeSets();
        List<ColumnValue> before = List.of(ColumnValue.of("nick_name", "ann"), ColumnValue.of("region_id", regionId));
        assertEquals(List.of(), changeSets.get(0).rows().get(1).before(), "an insert has no before");
        assertEquals(before, changeSets.get(1).rows().get(0).before());
        assertEquals(List.of(ColumnValue.of("nick_name", "bea")), changeSets.get(1).rows().get(0).columns());
        List<ColumnValue> afterRename = List.of(ColumnValue.of("nick_name", "bea"), ColumnValue.of("region_id", regionId));
        assertEquals(afterRename, changeSets.get(2).rows().get(0).before(), "unchanged keys travel too");
        assertEquals(afterRename, changeSets.get(3).rows().get(0).before(), "a delete says which results held the row");
        assertEquals(List.of(), changeSets.get(3).rows().get(0).columns());
    }

    @Test
    void rolledBackUpdateProducesNothing() {
        long id = commitAccount();
        fixture.rollback(session -> session.get(Account.class, id).phone = "555-0100");

        assertEquals(1, fixture.outbox.size());
        assertEquals(1, fixture.outbox.lastSequence());
        assertEquals(List.of(1L), fixture.signals);
    }

    @Test
    void deleteCarriesTheKeyAndTheDeletedVersion() {
        long id = commitAccount();
        fixture.commit(session -> session.remove(session.get(Account.class, id)));

        ChangeSet delete = fixture.changeSets().get(1);
        assertEquals(2, delete.sequence());
        assertRow(delete.rows().get(0), Account.class, Operation.DELETE, map("id", id), 0L, map());
        assertEquals(List.of(1L, 2L), fixture.signals);
    }

    @Test
    void rolledBackDeleteProducesNothing() {
        long id = commitAccount();
        fixture.rollback(session -> session.remove(session.get(Account.class, id)));

        assertEquals(1, fixture.outbox.size());
        assertEquals(List.of(1L), fixture.signals);
    }

    @Test
    void fieldSubsetRestrictsColumnsAndUpdatesOfOtherFieldsProduceNothing() {
        long accountId = commitAccount();
        long itemId = fixture.inTransaction(session -> {
            Item item = new Item();
            item.name = "Bike";
            item.description = "Red";
            item.price = new BigDecimal("99.90");
            item.seller = session.getReference(Account.class, accountId);
            session.persist(item);
            return item.id;
        });
        fixture.commit(session -> session.get(Item.class, itemId).description = "Blue");
        fixture.commit(session -> session.get(Item.class, itemId).name = "Racing bike");

        List<ChangeSet> changeSets = fixture.changeSets();
        assertEquals(3, changeSets.size(), "the description-only update is not replicated");
        assertRow(changeSets.get(1).rows().get(0), Item.class, Operation.INSERT, map("id", itemId), 0L,
                map("name", "Bike", "seller_id", accountId));
        assertRow(changeSets.get(2).rows().get(0), Item.class, Operation.UPDATE, map("id", itemId), 2L,
                map("name", "Racing bike"));
        assertEquals(List.of(1L, 2L, 3L), fixture.signals);
    }

    @Test
    void rolledBackSubsetUpdateProducesNothing() {
        long accountId = commitAccount();
        fixture.rollback(session -> {
            Item item = new Item();
            item.name = "Bike";
            item.seller = session.getReference(Account.class, accountId);
            session.persist(item);
        });

        assertEquals(1, fixture.outbox.size());
        assertEquals(List.of(1L), fixture.signals);
    }

    @Test
    void invalidateModeCarriesKeysOnly() {
        long id = fixture.inTransaction(session -> {
            Comment comment = new Comment();
            comment.text = "Nice";
            session.persist(comment);
            return comment.id;
        });
        fixture.commit(session -> session.get(Comment.class, id).text = "Nicer");
        fixture.commit(session -> session.remove(session.get(Comment.class, id)));

        List<ChangeSet> changeSets = fixture.changeSets();
        assertEquals(3, changeSets.size());
        assertRow(changeSets.get(0).rows().get(0), Comment.class, Operation.INSERT, map("id", id), null, map());
        assertRow(changeSets.get(1).rows().get(0), Comment.class, Operation.UPDATE, map("id", id), null, map());
        assertRow(changeSets.get(2).rows().get(0), Comment.class, Operation.DELETE, map("id", id), null, map());
    }

    @Test
    void rolledBackInvalidationProducesNothing() {
        fixture.rollback(session -> {
            Comment comment = new Comment();
            comment.text = "Nice";
            session.persist(comment);
        });

        assertEquals(0, fixture.outbox.size());
        assertTrue(fixture.signals.isEmpty());
    }

    @Test
    void nonReplicatedEntitiesProduceNothing() {
        fixture.commit(session -> {
            AuditNote note = new AuditNote();
            note.text = "login";
            session.persist(note);
        });
        fixture.commit(session -> session.createMutationQuery("update AuditNote set text = 'x'").executeUpdate());

        assertEquals(0, fixture.outbox.size());
        assertEquals(0, fixture.outbox.lastSequence());
        assertTrue(fixture.signals.isEmpty());
    }

    @Test
    void aFollowedEntityIsCapturedWholeLikeAnAsyncOne() {
        OutpostDescriptor following = CaptureFixture.descriptor();
        try (CaptureFixture followed = CaptureFixture.h2(new OutpostDescriptor(following.replicatedEntities(), List.of(),
                List.of(), List.of(AuditNote.class.getName())))) {
            AuditNote login = new AuditNote();
            login.text = "login";
            followed.commit(session -> session.persist(login));
            followed.commit(session -> session.createSelectionQuery("from AuditNote", AuditNote.class).getSingleResult()
                    .text = "logout");

            List<ChangeSet> changeSets = followed.changeSets();
            assertEquals(2, changeSets.size());
            RowChange insert = changeSets.get(0).rows().get(0);
            assertEquals(AuditNote.class.getName(), insert.entity());
            assertEquals(List.of(ColumnValue.of("text", "login")), insert.columns());
            assertEquals(List.of(ColumnValue.of("text", "logout")), changeSets.get(1).rows().get(0).columns());
            assertEquals(2, followed.signals.size());
        }
    }

    @Test
    void rolledBackNonReplicatedChangeProducesNothing() {
        fixture.rollback(session -> {
            AuditNote note = new AuditNote();
            note.text = "login";
            session.persist(note);
        });

        assertEquals(0, fixture.outbox.size());
        assertTrue(fixture.signals.isEmpty());
    }

    @Test
    void mixedTransactionIsOneChangeSetInFlushOrderWithoutTheNonReplicatedRows() {
        long id = commitAccount();
        fixture.commit(session -> {
            Account account = session.get(Account.class, id);
            account.balance = new BigDecimal("0.00");
            AuditNote note = new AuditNote();
            note.text = "balance reset";
            session.persist(note);
            session.flush();
            session.persist(new Region(2, "Asia"));
            session.remove(account);
        });

        List<ChangeSet> changeSets = fixture.changeSets();
        assertEquals(2, changeSets.size());
        ChangeSet changeSet = changeSets.get(1);
        assertEquals(2, changeSet.sequence());
        assertEquals(3, changeSet.rows().size());
        assertRow(changeSet.rows().get(0), Account.class, Operation.UPDATE, map("id", id), 1L,
                map("balance", new BigDecimal("0.00")));
        assertRow(changeSet.rows().get(1), Region.class, Operation.INSERT, map("id", 2), null, map("name", "Asia"));
        assertRow(changeSet.rows().get(2), Account.class, Operation.DELETE, map("id", id), 1L, map());
        assertTrue(changeSets.get(0).commitTime().compareTo(changeSet.commitTime()) <= 0);
        assertEquals(List.of(1L, 2L), fixture.signals);
    }

    @Test
    void rolledBackMixedTransactionProducesNothing() {
        long id = commitAccount();
        fixture.rollback(session -> {
            session.get(Account.class, id).balance = BigDecimal.ZERO;
            session.persist(new Region(2, "Asia"));
        });

        assertEquals(1, fixture.outbox.size());
        assertEquals(List.of(1L), fixture.signals);
    }

    @Test
    void aFailingOutboxFailsTheCommitAndNothingIsSignalled() {
        fixture.outbox.drop();

        RuntimeException failure = assertThrows(RuntimeException.class,
                () -> fixture.commit(session -> session.persist(new Region(7, "Lost"))));

        assertTrue(causes(failure).contains("outbox_state"), causes(failure));
        assertTrue(fixture.signals.isEmpty());
        fixture.outbox.createIfAbsent();
        assertNull(fixture.inTransaction(session -> session.get(Region.class, 7)), "the data rolled back too");
    }

    static String causes(Throwable failure) {
        StringBuilder messages = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            messages.append(cause).append(" | ");
        }
        return messages.toString();
    }
}
