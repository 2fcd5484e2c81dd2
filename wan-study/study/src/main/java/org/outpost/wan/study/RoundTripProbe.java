// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.exec;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

import org.outpost.wan.WanEmulator;

/**
 * The probe's page action: after the load, one virtual user at a time requests each page alone, and the WAN's
 * counters are read before the request and {@code settle} after its answer (time for the change sets a write sends
 * to be pushed and acknowledged): the difference is what serving that page cost the WAN.
 */
final class RoundTripProbe implements PageAction {

    private static final String MARK = "wanMark";

    private final WanEmulator wan;
    private final Duration settle;
    private final Map<ClientGroup, Map<PageId, List<WanTally>>> tallies = new ConcurrentHashMap<>();

    RoundTripProbe(WanEmulator wan, Duration settle) {
        this.wan = wan;
        this.settle = settle;
    }

    @Override
    public ChainBuilder page(HttpRequestActionBuilder request) {
        return exec(session -> session.set(MARK, WanTally.of(this.wan)))
                .exec(request)
                .pause(this.settle)
                .exec(session -> {
                    WanTally cost = WanTally.of(this.wan).minus(session.get(MARK));
                    this.tallies.computeIfAbsent(session.get(PageChains.GROUP), group -> new ConcurrentHashMap<>())
                            .computeIfAbsent(session.get(PageChains.PAGE), page -> new ArrayList<>()).add(cost);
                    return session;
                });
    }

    /** What each page cost, each group's probes apart; the median where a page was probed more than once. */
    Map<ClientGroup, Map<PageId, WanTally>> results() {
        Map<ClientGroup, Map<PageId, WanTally>> results = new ConcurrentHashMap<>();
        this.tallies.forEach((group, pages) -> pages.forEach((page, costs) -> results
                .computeIfAbsent(group, g -> new ConcurrentHashMap<>()).put(page, median(costs))));
        return results;
    }

    private static WanTally median(List<WanTally> costs) {
        long[] roundTrips = costs.stream().mapToLong(WanTally::roundTrips).sorted().toArray();
        long[] brokerTurns = costs.stream().mapToLong(WanTally::brokerTurns).sorted().toArray();
        return new WanTally(roundTrips[(roundTrips.length - 1) / 2], brokerTurns[(brokerTurns.length - 1) / 2]);
    }
}
