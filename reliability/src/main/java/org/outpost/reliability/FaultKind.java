// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The kinds of fault the suite injects (issue 15, item 1), each named as on the command line and in the figures. */
enum FaultKind {
    EDGE_KILL("kill -9 an edge, then start it again on its replica store"),
    WAN_CUT("cut an edge's WAN links (connections reset, new ones refused), then restore them"),
    MAIN_RESTART("restart main while the load goes on"),
    LINK_STALL("stall an edge's WAN links (connections open, no bytes) for longer than every timeout"),
    DUPLICATE("duplicate the change sets delivered to an edge"),
    DELAY("delay the packets of an edge's broker connection"),
    REORDER("reorder the change sets delivered to an edge"),
    CORRUPT("corrupt the change sets delivered to an edge, then bytes of its broker connection"),
    STORE_REMOVED("remove an edge's replica store file while the edge is stopped"),
    OUTBOX_TRIMMED("trim main's outbox below what a cut-off edge applied, so that it re-snapshots while serving"),
    SAME_ROWS("concurrent writers on the same item and user through both edges and main");

    private final String description;

    FaultKind(String description) {
        this.description = description;
    }

    /** The name on the command line and in the figures, e.g. {@code edge-kill}. */
    String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    String description() {
        return this.description;
    }

    /** Whether the fault strikes one edge (the others strike main or every server). */
    boolean onEdge() {
        return this != MAIN_RESTART && this != SAME_ROWS;
    }

    /** The kind named {@code id}; the message lists the kinds. */
    static FaultKind named(String id) {
        for (FaultKind kind : values()) {
            if (kind.id().equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no fault kind '" + id + "'; the kinds are "
                + Arrays.stream(values()).map(FaultKind::id).collect(Collectors.joining(", ")));
    }
}
