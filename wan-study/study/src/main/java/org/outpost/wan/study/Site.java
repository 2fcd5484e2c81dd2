// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

/** The three application servers of the paper's topology (§3.1): main, beside the database, and two edges. */
public enum Site {
    MAIN("main"),
    EDGE_1("edge-1"),
    EDGE_2("edge-2");

    private final String id;

    Site(String id) {
        this.id = id;
    }

    /** The name in progress lines, file names and the edge's {@code outpost.edge.id}. */
    public String id() {
        return this.id;
    }

    public boolean isEdge() {
        return this != MAIN;
    }
}
