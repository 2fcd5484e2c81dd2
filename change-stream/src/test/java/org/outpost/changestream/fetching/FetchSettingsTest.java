// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.transport.BrokerCredentials;

class FetchSettingsTest {

    @Test
    void settingsBuildTheUrlsAndTheBasicAuthorization() {
        UUID epoch = UUID.fromString("8d3f1b7a-0000-4000-8000-000000000001");
        FetchSettings settings = FetchSettings.of(URI.create("http://main:8080/"), "rubis-03c40198",
                new BrokerCredentials("edge-user", "s3cret:x"));
        assertEquals(URI.create("http://main:8080/outpost/replication/rubis-03c40198/changes?epoch=" + epoch
                + "&from=42&max=500"), settings.changesUri(epoch, 42, 500));
        assertEquals(URI.create("http://main:8080/outpost/replication/rubis-03c40198/snapshot"), settings.snapshotUri());
        assertEquals(URI.create("https://proxy/main/outpost/replication/s/snapshot"), FetchSettings.of(
                URI.create("https://proxy/main"), "s", BrokerCredentials.none()).snapshotUri(), "a path prefix stays");
        assertEquals(Optional.of("Basic ZWRnZS11c2VyOnMzY3JldDp4"), settings.authorization());
        assertEquals(Optional.empty(), FetchSettings.of(URI.create("http://main:8080"), "s",
                BrokerCredentials.none()).authorization());
    }

    @Test
    void settingsNameWhatIsWrong() {
        IllegalArgumentException url = assertThrows(IllegalArgumentException.class, () -> FetchSettings.of(
                URI.create("tcp://main:61616"), "s", BrokerCredentials.none()));
        assertTrue(url.getMessage().contains("tcp://main:61616"), url.getMessage());
        IllegalArgumentException stream = assertThrows(IllegalArgumentException.class, () -> FetchSettings.of(
                URI.create("http://main:8080"), "a/b", BrokerCredentials.none()));
        assertTrue(stream.getMessage().contains("'a/b'"), stream.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FetchSettings.of(URI.create("http://main:8080"), "s",
                BrokerCredentials.none()).withRequestTimeout(java.time.Duration.ZERO));
    }
}
