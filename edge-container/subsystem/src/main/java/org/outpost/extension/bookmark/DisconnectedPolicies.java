// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * The policy of a deployment's requests past {@code lag-wait} or while cut off from main: the strictest its
 * replicated entities declare ({@code fail} over {@code forward} over {@code serve-stale}), an entity without
 * {@code when-disconnected} counting as the server's default. Also the policy of a cacheable query past its
 * {@code max-staleness} that declares none.
 */
public final class DisconnectedPolicies {

    private DisconnectedPolicies() {
    }

    public static DisconnectedPolicy strictest(OutpostDescriptor descriptor, DisconnectedPolicy serverDefault) {
        DisconnectedPolicy strictest = descriptor.replicatedEntities().isEmpty() ? serverDefault : DisconnectedPolicy.SERVE_STALE;
        for (ReplicatedEntity entity : descriptor.replicatedEntities()) {
            DisconnectedPolicy policy = entity.whenDisconnected().orElse(serverDefault);
            if (rank(policy) > rank(strictest)) {
                strictest = policy;
            }
        }
        return strictest;
    }

    private static int rank(DisconnectedPolicy policy) {
        return switch (policy) {
            case SERVE_STALE -> 0;
            case FORWARD -> 1;
            case FAIL -> 2;
        };
    }
}
