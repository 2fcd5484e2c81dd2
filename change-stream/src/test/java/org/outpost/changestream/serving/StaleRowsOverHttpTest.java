// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.apply.StaleRows;
import org.outpost.changestream.capture.Comment;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * {@code invalidate} mode end to end below the server: main on PostgreSQL captures Comment with keys only, an H2
 * replica applies them by marking rows stale, and {@link StaleRows} fetches the rows from main's rows service over
 * HTTP on the next read.
 */
class StaleRowsOverHttpTest {

    private static final String COMMENT = Comment.class.getName();

    private ServingFixture fixture;
    private ServingFixture.Replica replica;
    private ReplicaSynchronizer synchronizer;
    private StaleRows stale;

    @BeforeEach
    void start() throws Exception {
        fixture = new ServingFixture(3);
        replica = new ServingFixture.Replica();
        synchronizer = new ReplicaSynchronizer(replica.endpoint, fixture.changeSetSource(), fixture.snapshotSource());
        stale = new StaleRows(replica.dataSource, replica.schema, fixture.snapshotSource());
        replica.endpoint.addListener(stale);
        synchronizer.catchUp();
    }

    @AfterEach
    void stop() throws Exception {
        replica.close();
        fixture.close();
    }

    @Test
    void onlyKeysTravelAndTheNextReadFetchesEveryStaleRowInOneRequest() throws Exception {
        commit("first");
        commit("second");
        assertEquals(2, synchronizer.catchUp(), "replayed up to main's last change set");
        assertTrue(replica.rows().get(COMMENT).isEmpty(), "the change sets carried keys only");
        assertEquals(2, stale.staleRows());

        stale.refresh(COMMENT);
        assertEquals(1, stale.fetches());
        assertEquals(2, stale.fetchedRows());
        assertEquals(0, stale.staleRows());
        assertEquals(fixture.mainRows(), replica.rows());

        stale.refresh(COMMENT);
        assertEquals(1, stale.fetches(), "nothing stale, nothing asked");
    }

    @Test
    void updatesAndDeletesAreFetchedAsMainHasTheRowsNow() throws Exception {
        long kept = commit("kept");
        long removed = commit("removed");
        synchronizer.catchUp();
        stale.refresh(COMMENT);

        fixture.main.commit(session -> session.find(Comment.class, kept).text("edited"));
        fixture.main.commit(session -> session.remove(session.find(Comment.class, removed)));
        assertEquals(4, synchronizer.catchUp(), "replayed up to main's last change set");
        assertEquals(1, replica.rows().get(COMMENT).size(), "a delete removes the row at once");
        assertEquals(2, stale.staleRows(), "both marked until read");

        stale.refresh(COMMENT);
        assertEquals(2, stale.fetches());
        assertEquals(0, stale.staleRows());
        assertEquals(fixture.mainRows(), replica.rows());
    }

    @Test
    void aMarkNewerThanMainsAnswerStaysForTheNextRead() throws Exception {
        long id = commit("racing");
        synchronizer.catchUp();
        long last = replica.lastSequence();
        // A change set main's answer below will not include yet: the row must stay marked.
        replica.endpoint.apply(new ChangeSet(fixture.epoch(), last + 1, Instant.now(),
                List.of(RowChange.update(COMMENT, List.of(new ColumnValue("id", Value.of(id))), null, List.of()))));

        stale.refresh(COMMENT);
        assertEquals(1, stale.fetches());
        assertEquals(1, stale.staleRows(), "main answered as of " + last + ", the mark is of " + (last + 1));
        assertEquals(fixture.mainRows().get(COMMENT), replica.rows().get(COMMENT));
    }

    @Test
    void mainRefusesRowsOfAnEntityItDoesNotReplicateNamingIt() {
        IOException refused = assertThrows(IOException.class,
                () -> fixture.snapshotSource().rows("com.example.Nope", List.of("1")));
        assertTrue(refused.getMessage().contains("400") && refused.getMessage().contains("com.example.Nope"), refused.getMessage());
        IOException badId = assertThrows(IOException.class, () -> fixture.snapshotSource().rows(COMMENT, List.of("x")));
        assertTrue(badId.getMessage().contains("'x' is not an id of entity " + COMMENT), badId.getMessage());
    }

    private long commit(String text) {
        return fixture.main.inTransaction(session -> {
            Comment comment = new Comment(text);
            session.persist(comment);
            session.flush();
            return comment.id();
        });
    }
}
