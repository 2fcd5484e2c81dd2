// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.Optional;

/**
 * The paper's three client groups (§3.1, §3.3): clients on main's LAN, and clients on the LAN of each edge, who reach
 * main across the WAN when there is no edge to serve them (c1).
 */
public enum ClientGroup {
    LOCAL("local", null),
    REMOTE_1("remote-1", Site.EDGE_1),
    REMOTE_2("remote-2", Site.EDGE_2);

    private final String id;
    private final Site edge;

    ClientGroup(String id, Site edge) {
        this.id = id;
        this.edge = edge;
    }

    /** The name in the report and the CSV files. */
    public String id() {
        return this.id;
    }

    /** The edge this group is near; empty for the local group. */
    public Optional<Site> edge() {
        return Optional.ofNullable(this.edge);
    }

    public boolean isRemote() {
        return this.edge != null;
    }
}
