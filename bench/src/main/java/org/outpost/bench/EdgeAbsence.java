// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;

/** How the edge is away while main commits the backlog of one catch-up round of {@link ReplicationBench}. */
enum EdgeAbsence {

    /**
     * The application undeployed on the edge, then deployed again: the catch-up starts with a new deployment, while
     * the edge's JIT still compiles what the deployment ran, and its counters start from zero.
     */
    REDEPLOY {
        @Override
        void leave(WildFlyServer edge, LinkProxy link) {
            edge.undeploy(BenchApplication.EAR);
        }

        @Override
        void comeBack(WildFlyServer edge, LinkProxy link) {
            edge.deploy(BenchApplication.archive());
        }
    },
    /**
     * The WAN link cut, then restored: the edge keeps running (and its compiled code), loses main's broker, and catches
     * up when its subscriber reconnects, after its back-off.
     */
    OUTAGE {
        @Override
        void leave(WildFlyServer edge, LinkProxy link) {
            link.cut();
        }

        @Override
        void comeBack(WildFlyServer edge, LinkProxy link) {
            link.restore();
        }
    };

    /** Makes the edge go away. */
    abstract void leave(WildFlyServer edge, LinkProxy link);

    /** Brings the edge back; its catch-up follows. */
    abstract void comeBack(WildFlyServer edge, LinkProxy link);

    /** What {@link #leave} does, for progress lines. */
    String leaving() {
        return switch (this) {
            case REDEPLOY -> "undeploying on the edge";
            case OUTAGE -> "cutting the WAN link";
        };
    }

    /** What {@link #comeBack} does, for progress lines. */
    String comingBack() {
        return switch (this) {
            case REDEPLOY -> "redeploying on the edge";
            case OUTAGE -> "restoring the WAN link";
        };
    }

    /** The name of the moment the edge comes back, in figure names ({@code applied_rows_per_s_from_<it>}). */
    String returnName() {
        return switch (this) {
            case REDEPLOY -> "redeploy";
            case OUTAGE -> "restore";
        };
    }

    /** Its name as {@code --catch-up-after} takes it. */
    String option() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The absences of a comma-separated list, one per round, in order.
     *
     * @throws IllegalArgumentException naming the option and the entry it does not know
     */
    static List<EdgeAbsence> list(String text) {
        List<EdgeAbsence> rounds = new ArrayList<>();
        for (String entry : text.split(",", -1)) {
            rounds.add(of(entry.trim()));
        }
        return List.copyOf(rounds);
    }

    private static EdgeAbsence of(String entry) {
        for (EdgeAbsence absence : values()) {
            if (absence.option().equals(entry)) {
                return absence;
            }
        }
        throw new IllegalArgumentException("--catch-up-after takes redeploy or outage per round, comma-separated; got '"
                + entry + "'");
    }
}
