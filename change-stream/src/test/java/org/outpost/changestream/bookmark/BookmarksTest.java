// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** The text forms of a bookmark and of a session's bookmarks, and which one wins. */
class BookmarksTest {

    private static final UUID EPOCH = UUID.fromString("0b9f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d");
    private static final UUID NEW_EPOCH = UUID.fromString("1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f");

    @Test
    void aBookmarkRoundTripsThroughItsText() {
        Bookmark bookmark = new Bookmark("catalog-1a2b3c4d", EPOCH, 42);
        assertEquals("catalog-1a2b3c4d:0b9f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d:42", bookmark.toString());
        assertEquals(Optional.of(bookmark), Bookmark.parse(bookmark.toString()));
    }

    @Test
    void textThatIsNotABookmarkParsesToNothing() {
        for (String text : List.of("", "catalog", "catalog:" + EPOCH, "catalog:" + EPOCH + ":x", "catalog:not-a-uuid:1",
                "catalog:" + EPOCH + ":0", "catalog:" + EPOCH + ":-3", "cata log:" + EPOCH + ":1", ":" + EPOCH + ":1",
                "catalog:" + EPOCH + ":1:2")) {
            assertEquals(Optional.empty(), Bookmark.parse(text), text);
        }
        assertEquals(Optional.empty(), Bookmark.parse(null));
    }

    @Test
    void aBadBookmarkIsRefusedNamingTheCulprit() {
        IllegalArgumentException stream = assertThrows(IllegalArgumentException.class, () -> new Bookmark("a/b", EPOCH, 1));
        assertTrue(stream.getMessage().contains("'a/b'"), stream.getMessage());
        IllegalArgumentException sequence = assertThrows(IllegalArgumentException.class, () -> new Bookmark("a", EPOCH, 0));
        assertTrue(sequence.getMessage().contains("got 0"), sequence.getMessage());
    }

    @Test
    void aReplicaCoversABookmarkFromItsSequenceOnInTheSameEpoch() {
        Bookmark bookmark = new Bookmark("s", EPOCH, 5);
        assertTrue(bookmark.isCoveredBy(EPOCH, 5));
        assertTrue(bookmark.isCoveredBy(EPOCH, 6));
        assertTrue(!bookmark.isCoveredBy(EPOCH, 4));
        assertTrue(!bookmark.isCoveredBy(NEW_EPOCH, 9));
        assertTrue(!bookmark.isCoveredBy(null, 9));
    }

    @Test
    void theHighestSequenceOfAStreamWinsAndANewEpochReplacesTheOld() {
        Bookmarks bookmarks = Bookmarks.none()
                .with(new Bookmark("s", EPOCH, 5))
                .with(new Bookmark("s", EPOCH, 3))
                .with(new Bookmark("t", EPOCH, 1));
        assertEquals("s:" + EPOCH + ":5/t:" + EPOCH + ":1", bookmarks.toString());
        assertEquals(Optional.of(new Bookmark("s", NEW_EPOCH, 1)), bookmarks.with(new Bookmark("s", NEW_EPOCH, 1)).of("s"));
    }

    @Test
    void bookmarksRoundTripThroughTheirTextInStreamOrder() {
        Bookmarks bookmarks = Bookmarks.none().with(new Bookmark("z", EPOCH, 2)).with(new Bookmark("a", NEW_EPOCH, 7));
        assertEquals("a:" + NEW_EPOCH + ":7/z:" + EPOCH + ":2", bookmarks.toString());
        assertEquals(bookmarks, Bookmarks.parse(bookmarks.toString()));
        assertEquals(bookmarks, Bookmarks.parse(bookmarks + "/garbage"));
        assertEquals(Bookmarks.none(), Bookmarks.parse(null));
        assertEquals("", Bookmarks.none().toString());
    }

    @Test
    void mergingKeepsTheHigherOfEachStream() {
        Bookmarks session = Bookmarks.parse("s:" + EPOCH + ":5/t:" + EPOCH + ":9");
        Bookmarks cookie = Bookmarks.parse("s:" + EPOCH + ":7/t:" + EPOCH + ":2");
        assertEquals(Bookmarks.parse("s:" + EPOCH + ":7/t:" + EPOCH + ":9"), session.with(cookie));
    }

    @Test
    void aStreamsBookmarkCanBeDropped() {
        Bookmarks bookmarks = Bookmarks.parse("s:" + EPOCH + ":5/t:" + EPOCH + ":9");
        assertEquals(Bookmarks.parse("t:" + EPOCH + ":9"), bookmarks.without("s"));
        assertEquals(bookmarks, bookmarks.without("u"));
        assertEquals(Bookmarks.none(), bookmarks.without("s").without("t"));
    }

    @Test
    void atMostSixteenStreamsAreRead() {
        String many = IntStream.range(0, 40).mapToObj(i -> "s" + i + ":" + EPOCH + ":1").collect(Collectors.joining("/"));
        assertEquals(Bookmarks.MAX_STREAMS, Bookmarks.parse(many).all().size());
    }
}
