// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class ChangeStreamPathsTest {

    @Test
    void aStreamIdIsTheUnitNameAndAStableHashOfTheScopedName() {
        String id = ChangeStreamPaths.streamId("app.ear/ejb.jar#rubis");
        assertEquals("rubis-03c40198".length(), id.length());
        assertTrue(id.startsWith("rubis-"), id);
        assertEquals(id, ChangeStreamPaths.streamId("app.ear/ejb.jar#rubis"), "stable");
        assertEquals("rubis-03c40198", id, "pinned: main and edge of different builds must agree");
        assertNotEquals(id, ChangeStreamPaths.streamId("other.ear/ejb.jar#rubis"), "same unit name, other archive");
        assertTrue(ChangeStreamPaths.streamId("rubis").startsWith("rubis-"), "a bare unit name");
    }

    @Test
    void aStreamIdIsSafeInUrlsAndBrokerNames() {
        String id = ChangeStreamPaths.streamId("app.ear/web.war#my unit/é*");
        assertTrue(ChangeStreamPaths.STREAM_ID.matcher(id).matches(), id);
        assertTrue(id.startsWith("my_unit___-"), id);
        assertTrue(ChangeStreamPaths.streamId("app.ear#x#y").startsWith("y-"), "the part after the last #");
        assertTrue(ChangeStreamPaths.streamId("app.ear#my unit.v2*").startsWith("my_unit_v2_-"));
        assertTrue(ChangeStreamPaths.streamId("x.war#").startsWith("unit-"), "no unit name");
        assertEquals(40 + 1 + 8, ChangeStreamPaths.streamId("a.ear#" + "u".repeat(100)).length(), "cut to 40 + hash");
        IllegalArgumentException blank = assertThrows(IllegalArgumentException.class,
                () -> ChangeStreamPaths.streamId(" "));
        assertTrue(blank.getMessage().contains("scoped name"), blank.getMessage());
    }

    @Test
    void pathsAreLaidOutUnderTheBaseAndParseBack() {
        assertEquals("/outpost/replication/rubis-03c40198/changes", ChangeStreamPaths.changesPath("rubis-03c40198"));
        assertEquals("/outpost/replication/rubis-03c40198/snapshot", ChangeStreamPaths.snapshotPath("rubis-03c40198"));
        assertEquals(Optional.of(new ChangeStreamPaths.Target("rubis-03c40198", "changes")),
                ChangeStreamPaths.parse("/outpost/replication/rubis-03c40198/changes"));
        assertEquals(Optional.of(new ChangeStreamPaths.Target("s", "")), ChangeStreamPaths.parse("/outpost/replication/s"));
        assertEquals(Optional.empty(), ChangeStreamPaths.parse("/outpost/other/s/changes"));
        assertEquals(Optional.empty(), ChangeStreamPaths.parse("/outpost/replication/a.b/changes"), "not a stream id");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> ChangeStreamPaths.changesPath("../etc"));
        assertTrue(bad.getMessage().contains("'../etc' is not a change stream id"), bad.getMessage());
    }
}
