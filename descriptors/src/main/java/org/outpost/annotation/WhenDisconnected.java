// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.util.Optional;

/**
 * The value of {@link ReadOnlyReplica#whenDisconnected()} and {@link CacheableQuery#whenDisconnected()}: a
 * {@link DisconnectedPolicy}, or the server's default.
 */
public enum WhenDisconnected {
    /** Use the policy configured in the Outpost subsystem. The default. */
    SERVER_DEFAULT(null),
    /** {@link DisconnectedPolicy#SERVE_STALE}. */
    SERVE_STALE(DisconnectedPolicy.SERVE_STALE),
    /** {@link DisconnectedPolicy#FORWARD}. */
    FORWARD(DisconnectedPolicy.FORWARD),
    /** {@link DisconnectedPolicy#FAIL}. */
    FAIL(DisconnectedPolicy.FAIL);

    private final DisconnectedPolicy policy;

    WhenDisconnected(DisconnectedPolicy policy) {
        this.policy = policy;
    }

    /**
     * Returns the policy this value stands for.
     *
     * @return the policy, empty for {@link #SERVER_DEFAULT}
     */
    public Optional<DisconnectedPolicy> policy() {
        return Optional.ofNullable(policy);
    }
}
