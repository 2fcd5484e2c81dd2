// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import org.outpost.annotation.DisconnectedPolicy;

/**
 * What an edge tells its query cache about being cut off from main, for the staleness budgets of its queries.
 *
 * @param staleness how long the unit's replica has not been known in step with main, empty while its stream is
 *                  connected; called on the reading thread, must be cheap
 * @param policy    the deployment's {@code when-disconnected} policy, for a query that declares none
 */
public record DisconnectedReads(Supplier<Optional<Duration>> staleness, DisconnectedPolicy policy) {

    /** An edge whose replica is never known stale: no budget is ever exceeded (tools, tests). */
    public static final DisconnectedReads NEVER_STALE = new DisconnectedReads(Optional::empty,
            DisconnectedPolicy.SERVE_STALE);

    public DisconnectedReads {
        Objects.requireNonNull(staleness, "staleness");
        Objects.requireNonNull(policy, "policy");
    }
}
