// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.outbox.RetentionPolicy;

class OutpostConfigurationTestCase {

    @Test
    void mainNeedsNothingMore() {
        assertEquals(List.of(), configuration(Role.MAIN, Optional.empty(), Optional.empty(), Optional.empty()).missingForRole());
    }

    @Test
    void edgeNeedsItsIdMainUrlAndReplicaStore() {
        assertEquals(List.of("edge-id", "main-url", "replica-store"),
                configuration(Role.EDGE, Optional.empty(), Optional.empty(), Optional.empty()).missingForRole());
        assertEquals(List.of("replica-store"),
                configuration(Role.EDGE, Optional.of("edge-1"), Optional.of("http://main:8080"), Optional.empty()).missingForRole());
    }

    private static OutpostConfiguration configuration(Role role, Optional<String> edgeId, Optional<String> mainUrl, Optional<String> store) {
        return new OutpostConfiguration(role, edgeId, mainUrl, Optional.empty(), Optional.empty(), store, 2000, 5000, 100, RetentionPolicy.DEFAULT,
                RecentBatches.DEFAULT_MAX_BYTES, DisconnectedPolicy.SERVE_STALE);
    }
}
