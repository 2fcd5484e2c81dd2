// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.outpost.changestream.apply.ReplicaStore.account;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.CodecSettings;

/** How a replay run hands main's answers over to the applying thread. */
class ReplayPagesTest {

    private final UUID epoch = UUID.randomUUID();

    @Test
    void eachAnswerIsHandedOverInGroupsOfWholeChangeSetsOfAtMostGroupRowsUnlessOneHasMore() throws Exception {
        int[] rows = {600, 300, 200, ReplayPages.GROUP_ROWS + 500, 1, 1};
        List<byte[]> outbox = new ArrayList<>();
        ChangeSetCodec codec = new ChangeSetCodec();
        for (int i = 0; i < rows.length; i++) {
            List<RowChange> changes = new ArrayList<>();
            for (int row = 0; row < rows[i]; row++) {
                changes.add(account(row, i));
            }
            outbox.add(codec.encode(new ChangeSet(epoch, i + 1, Instant.EPOCH, changes)));
        }
        ChangeSetSource main = (wanted, from, max) -> new ReplayPage(
                outbox.subList((int) from - 1, (int) Math.min(outbox.size(), from - 1 + max)), outbox.size(),
                outbox.size());

        List<String> groups = new ArrayList<>();
        try (ReplicaStore store = new ReplicaStore();
             ReplayPages pages = new ReplayPages(main, store.endpoint, epoch, 1, ReplayPages.UNTIL_PUBLISHED, 4,
                     Thread::new)) {
            for (ReplayPages.Page page = pages.next(); page != null; page = pages.next()) {
                groups.add(page.first() + "+" + page.changeSets().size());
            }
            assertNull(pages.next());
        }

        assertEquals(List.of("1+2", "3+1", "4+1", "5+2"), groups, "answers of 4 change sets: 900 rows, 200, 1500, then 2");
    }

    @Test
    void batchesAsTheTopicCarriedThemAreSplitIntoTheirChangeSetsAndTheRunEndsWhereAsked() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            ChangeSetCodec codec = new ChangeSetCodec(CodecSettings.defaults(), store.endpoint.numbering());
            List<byte[]> topic = List.of(codec.encodeBatch(changeSets(1, 3, 400)), codec.encodeBatch(changeSets(4, 6, 1)));
            ChangeSetSource main = (wanted, from, max) -> new ReplayPage(topic, 6, 6, 6);

            List<String> groups = new ArrayList<>();
            try (ReplayPages pages = new ReplayPages(main, store.endpoint, epoch, 1, 5, 100, Thread::new)) {
                for (ReplayPages.Page page = pages.next(); page != null; page = pages.next()) {
                    groups.add(page.first() + "+" + page.changeSets().size());
                }
            }

            assertEquals(List.of("1+2", "3+3"), groups, "800 rows, then 400 and two of 1; 6 is beyond the run's end");
        }
    }

    @Test
    void anAnswerWhoseChangeSetsAreNotTheOnesDueFails() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            ChangeSetCodec codec = new ChangeSetCodec(CodecSettings.defaults(), store.endpoint.numbering());
            List<byte[]> topic = List.of(codec.encodeBatch(changeSets(2, 3, 1)));
            ChangeSetSource main = (wanted, from, max) -> new ReplayPage(topic, 2, 3, 3);

            try (ReplayPages pages = new ReplayPages(main, store.endpoint, epoch, 1, ReplayPages.UNTIL_PUBLISHED, 100,
                    Thread::new)) {
                IOException wrong = assertThrows(IOException.class, pages::next);
                assertEquals("main's replay answer from 1 holds change set 2 where 1 is due", wrong.getMessage());
            }
        }
    }

    /** Change sets {@code first..last} of {@code rows} new accounts each. */
    private List<ChangeSet> changeSets(long first, long last, int rows) {
        List<ChangeSet> changeSets = new ArrayList<>();
        for (long sequence = first; sequence <= last; sequence++) {
            List<RowChange> changes = new ArrayList<>();
            for (int row = 0; row < rows; row++) {
                changes.add(account(row, (int) sequence));
            }
            changeSets.add(new ChangeSet(epoch, sequence, Instant.EPOCH, changes));
        }
        return changeSets;
    }
}
