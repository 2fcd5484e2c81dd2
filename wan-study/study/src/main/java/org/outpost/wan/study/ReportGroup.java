// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.List;

/**
 * The groups the report shows: local, the two remote groups merged (as the paper reports them: "both remote groups
 * observed practically equal response times"), and each remote group apart.
 */
enum ReportGroup {
    LOCAL("local", List.of(ClientGroup.LOCAL)),
    REMOTE("remote", List.of(ClientGroup.REMOTE_1, ClientGroup.REMOTE_2)),
    REMOTE_1("remote-1", List.of(ClientGroup.REMOTE_1)),
    REMOTE_2("remote-2", List.of(ClientGroup.REMOTE_2));

    private final String id;
    private final List<ClientGroup> members;

    ReportGroup(String id, List<ClientGroup> members) {
        this.id = id;
        this.members = members;
    }

    /** The {@code group} column of the CSV files. */
    String id() {
        return this.id;
    }

    List<ClientGroup> members() {
        return this.members;
    }

    /** The paper's group for this one: {@code local} or {@code remote}. */
    String paperGroup() {
        return this == LOCAL ? "local" : "remote";
    }
}
