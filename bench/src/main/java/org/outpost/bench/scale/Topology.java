// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import java.util.Locale;

/** How the edges of {@code bench/scale} receive the change stream. */
public enum Topology {

    /** Every edge subscribes at main's broker, across its own WAN link. */
    DIRECT(""),
    /**
     * The edges subscribe at a regional relay, an Artemis broker near them that main's broker feeds through one core
     * bridge across the WAN; replay and snapshots still come from main.
     */
    RELAY("_region");

    private final String figureInfix;

    Topology(String figureInfix) {
        this.figureInfix = figureInfix;
    }

    /** The part of a figure's name that tells the topology: empty for {@link #DIRECT}, {@code _region} for {@link #RELAY}. */
    public String figureInfix() {
        return this.figureInfix;
    }

    /** {@code direct} or {@code relay}, as {@code --topologies} takes them. */
    public String token() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The topology named by {@code token}; fails naming the token and what is allowed. */
    public static Topology of(String token) {
        for (Topology topology : values()) {
            if (topology.token().equals(token.trim())) {
                return topology;
            }
        }
        throw new IllegalArgumentException("--topologies: unknown topology '" + token + "' (direct or relay)");
    }
}
