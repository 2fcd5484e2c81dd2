// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.ArrayList;
import java.util.List;

import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanEmulator;

/** What one kind of connection ({@link ConnectionKind}) carried over one WAN link. */
record LinkTraffic(String link, String kind, LinkStats stats) {

    /** Every link's counters now, per kind of connection seen. */
    static List<LinkTraffic> of(WanEmulator wan) {
        List<LinkTraffic> traffic = new ArrayList<>();
        for (LinkProxy link : wan.links()) {
            for (String kind : link.counters().kinds()) {
                traffic.add(new LinkTraffic(link.link().name(), kind, link.counters().snapshot(kind)));
            }
        }
        return traffic;
    }
}
