// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import org.outpost.wan.LinkCounters;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.WanEmulator;

/**
 * The WAN round trips counted over every link: those of HTTP connections (each new connection's handshake and each
 * request/response turn: what a page's own requests cost across the WAN) and the turns of the edges' broker
 * connections (change sets pushed and acknowledged).
 */
record WanTally(long roundTrips, long brokerTurns) {

    static WanTally of(WanEmulator wan) {
        long roundTrips = 0;
        long brokerTurns = 0;
        for (LinkProxy link : wan.links()) {
            LinkCounters counters = link.counters();
            roundTrips += counters.snapshot(ConnectionKind.HTTP.id()).connections() + counters.snapshot(ConnectionKind.HTTP.id()).roundTrips();
            brokerTurns += counters.snapshot(ConnectionKind.BROKER.id()).roundTrips();
        }
        return new WanTally(roundTrips, brokerTurns);
    }

    WanTally minus(WanTally earlier) {
        return new WanTally(this.roundTrips - earlier.roundTrips, this.brokerTurns - earlier.brokerTurns);
    }
}
