// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

/**
 * The emulated WAN links of the topology, each a proxy in front of main's HTTP port. An edge reaches main through two
 * of them, so that the forwarded calls a page waits for are counted apart from the change stream; the clients near an
 * edge reach main through a third when no edge serves them (c1).
 */
public enum StudyLink {
    EDGE_1_STREAM("edge-1-stream", "edge 1's change stream (the edge's main-url: broker, replay, snapshots, stale rows)"),
    EDGE_1_CALLS("edge-1-calls", "edge 1's forwarded calls and reads (its outpost.forwarding.url)"),
    EDGE_2_STREAM("edge-2-stream", "edge 2's change stream"),
    EDGE_2_CALLS("edge-2-calls", "edge 2's forwarded calls and reads"),
    REMOTE_1("remote-1", "the clients near edge 1, to main (c1)"),
    REMOTE_2("remote-2", "the clients near edge 2, to main (c1)");

    private final String id;
    private final String description;

    StudyLink(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** The link's name in the emulator, the report and the CSV files. */
    public String id() {
        return this.id;
    }

    public String description() {
        return this.description;
    }

    /** Whether it carries an edge's change stream. */
    public boolean isStream() {
        return this == EDGE_1_STREAM || this == EDGE_2_STREAM;
    }

    /** The link an edge's change stream takes. */
    public static StudyLink stream(Site edge) {
        return edge == Site.EDGE_1 ? EDGE_1_STREAM : EDGE_2_STREAM;
    }

    /** The link an edge's forwarded calls take. */
    public static StudyLink calls(Site edge) {
        return edge == Site.EDGE_1 ? EDGE_1_CALLS : EDGE_2_CALLS;
    }

    /** The link a remote group's clients take to main. */
    public static StudyLink toMain(ClientGroup group) {
        return group == ClientGroup.REMOTE_1 ? REMOTE_1 : REMOTE_2;
    }
}
