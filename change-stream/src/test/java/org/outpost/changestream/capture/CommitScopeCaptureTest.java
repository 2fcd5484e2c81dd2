// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.bookmark.CommitScope;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.outbox.Outbox;

/**
 * Capture reports each commit to the committing thread's {@link CommitScope}: what a forwarded call answers with. Each
 * commit-path test has a rollback twin.
 */
class CommitScopeCaptureTest {

    private CaptureFixture fixture;

    @BeforeEach
    void start() {
        fixture = CaptureFixture.h2();
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    @Test
    void aScopeSeesTheLastChangeSetItsThreadCommitted() {
        fixture.commit(session -> session.persist(new Region(1, "Europe")));
        try (CommitScope scope = CommitScope.open()) {
            fixture.commit(session -> session.persist(new Region(2, "Asia")));
            fixture.commit(session -> session.persist(new Region(3, "Africa")));

            Map<Outbox, ChangeSet> committed = scope.committed();
            assertEquals(1, committed.size());
            ChangeSet last = committed.get(fixture.outbox);
            assertEquals(3, last.sequence());
            assertEquals(fixture.outbox.epoch(), last.epoch());
        }
        assertEquals(List.of(1L, 2L, 3L), fixture.signals);
        assertEquals(List.of(2L, 3L), fixture.awaited, "a bookmark is handed out for them: the relay publishes them at once");
    }

    @Test
    void aRolledBackTransactionLeavesTheScopeEmpty() {
        try (CommitScope scope = CommitScope.open()) {
            fixture.rollback(session -> session.persist(new Region(1, "Europe")));

            assertTrue(scope.committed().isEmpty());
        }
    }

    @Test
    void aCommitOfNonReplicatedRowsOnlyLeavesTheScopeEmpty() {
        try (CommitScope scope = CommitScope.open()) {
            fixture.commit(session -> {
                AuditNote note = new AuditNote();
                note.text = "not replicated";
                session.persist(note);
            });

            assertTrue(scope.committed().isEmpty());
        }
    }

    @Test
    void anotherThreadsCommitIsNotSeen() throws Exception {
        try (CommitScope scope = CommitScope.open()) {
            CompletableFuture.runAsync(() -> fixture.commit(session -> session.persist(new Region(1, "Europe")))).get();

            assertTrue(scope.committed().isEmpty());
        }
    }

    @Test
    void anInnerScopeHandsWhatItSawToTheOuterOne() {
        try (CommitScope outer = CommitScope.open()) {
            try (CommitScope inner = CommitScope.open()) {
                fixture.commit(session -> session.persist(new Region(1, "Europe")));
                assertEquals(1, inner.committed().get(fixture.outbox).sequence());
            }
            assertEquals(1, outer.committed().get(fixture.outbox).sequence());
            fixture.commit(session -> session.persist(new Region(2, "Asia")));
            assertEquals(2, outer.committed().get(fixture.outbox).sequence());
        }
    }

    @Test
    void aClosedScopeSeesNothingMore() {
        CommitScope scope = CommitScope.open();
        scope.close();
        fixture.commit(session -> session.persist(new Region(1, "Europe")));

        assertTrue(scope.committed().isEmpty());
    }

    @Test
    void aScopeIsClosedOnTheThreadThatOpenedIt() throws Exception {
        CommitScope scope = CommitScope.open();
        try {
            IllegalStateException e = CompletableFuture.supplyAsync(() -> assertThrows(IllegalStateException.class, scope::close)).get();
            assertTrue(e.getMessage().contains(Thread.currentThread().getName()), e.getMessage());
        } finally {
            scope.close();
        }
    }
}
