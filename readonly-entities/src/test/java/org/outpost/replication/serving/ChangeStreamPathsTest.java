package org.outpost.replication.serving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.outpost.replication.transport.BrokerCredentials;

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

    @Test
    void settingsBuildTheUrlsAndTheBasicAuthorization() {
        UUID epoch = UUID.fromString("8d3f1b7a-0000-4000-8000-000000000001");
        HttpSourceSettings settings = HttpSourceSettings.of(URI.create("http://main:8080/"), "rubis-03c40198",
                new BrokerCredentials("edge-user", "s3cret:x"));
        assertEquals(URI.create("http://main:8080/outpost/replication/rubis-03c40198/changes?epoch=" + epoch
                + "&from=42&max=500"), settings.changesUri(epoch, 42, 500));
        assertEquals(URI.create("http://main:8080/outpost/replication/rubis-03c40198/snapshot"), settings.snapshotUri());
        assertEquals(URI.create("https://proxy/main/outpost/replication/s/snapshot"), HttpSourceSettings.of(
                URI.create("https://proxy/main"), "s", BrokerCredentials.none()).snapshotUri(), "a path prefix stays");
        assertEquals(Optional.of("Basic ZWRnZS11c2VyOnMzY3JldDp4"), settings.authorization());
        assertEquals(Optional.empty(), HttpSourceSettings.of(URI.create("http://main:8080"), "s",
                BrokerCredentials.none()).authorization());
    }

    @Test
    void settingsNameWhatIsWrong() {
        IllegalArgumentException url = assertThrows(IllegalArgumentException.class, () -> HttpSourceSettings.of(
                URI.create("tcp://main:61616"), "s", BrokerCredentials.none()));
        assertTrue(url.getMessage().contains("tcp://main:61616"), url.getMessage());
        IllegalArgumentException stream = assertThrows(IllegalArgumentException.class, () -> HttpSourceSettings.of(
                URI.create("http://main:8080"), "a/b", BrokerCredentials.none()));
        assertTrue(stream.getMessage().contains("'a/b'"), stream.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HttpSourceSettings.of(URI.create("http://main:8080"), "s",
                BrokerCredentials.none()).withRequestTimeout(java.time.Duration.ZERO));
    }
}
