// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.doIfOrElse;
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
 * The probe's page action: after the load, one virtual user at a time requests each page alone. The page's HTTP
 * round trips across the WAN are those counted between the request and its answer (what the user waits for); its
 * broker turns are counted until {@code settle} after the answer (time for the change sets a write sends to be
 * pushed and acknowledged). What a write sets off in the background after its answer (an edge refreshing the cached
 * results of main's queries that the write's change set touched) is not the page's: before each request the probe
 * also waits until no HTTP round trip crossed the WAN for {@code settle} (at most {@value #QUIET_TRIES} times).
 */
final class RoundTripProbe implements PageAction {

    private static final String MARK = "wanMark";
    private static final String ANSWERED = "wanAnswered";
    private static final String QUIET = "wanQuiet";
    private static final int QUIET_TRIES = 20;

    private final WanEmulator wan;
    private final Duration settle;
    private final Map<ClientGroup, Map<PageId, List<WanTally>>> tallies = new ConcurrentHashMap<>();

    RoundTripProbe(WanEmulator wan, Duration settle) {
        this.wan = wan;
        this.settle = settle;
    }

    @Override
    public ChainBuilder page(HttpRequestActionBuilder request) {
        return exec(session -> session.set(QUIET, -1L))
                .asLongAs(session -> session.getLong(QUIET) != WanTally.of(this.wan).roundTrips(), "quietTry")
                .on(doIfOrElse(session -> session.getInt("quietTry") < QUIET_TRIES)
                        .then(exec(session -> session.set(QUIET, WanTally.of(this.wan).roundTrips())).pause(this.settle))
                        .orElse(exec(session -> session.set(QUIET, WanTally.of(this.wan).roundTrips()))))
                .exec(session -> session.set(MARK, WanTally.of(this.wan)))
                .exec(request)
                .exec(session -> session.set(ANSWERED, WanTally.of(this.wan)))
                .pause(this.settle)
                .exec(session -> {
                    WanTally mark = session.get(MARK);
                    WanTally answered = session.get(ANSWERED);
                    WanTally cost = new WanTally(answered.minus(mark).roundTrips(), WanTally.of(this.wan).minus(mark).brokerTurns());
                    this.tallies.computeIfAbsent(session.get(PageChains.GROUP), group -> new ConcurrentHashMap<>())
                            .computeIfAbsent(session.get(PageChains.PAGE), page -> new ArrayList<>()).add(cost);
                    return session;
                });
    }

    /**
     * What each page cost, each group's probes apart; where a page was probed more than once, the lower median, so
     * that a turn of unrelated traffic (a connection's heartbeat) in one probe's window does not count as the page's.
     */
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
