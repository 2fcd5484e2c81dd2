// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.outpost.wan.study.Site;

/**
 * One fault of the run: its number from 1, its kind and, for a fault that strikes one edge, which.
 *
 * @param edge the edge struck, or null when the fault strikes main or every server
 */
record PlannedFault(int number, FaultKind kind, Site edge) {

    /**
     * {@code count} faults in a random order drawn from {@code seed}: the kinds in rounds, each round every kind once in
     * a shuffled order, so that every kind comes as often as any other (give or take one); each edge fault on a random
     * edge.
     */
    static List<PlannedFault> plan(int count, long seed, List<FaultKind> kinds) {
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("no fault kind to plan");
        }
        Random random = new Random(seed);
        List<PlannedFault> plan = new ArrayList<>(count);
        while (plan.size() < count) {
            List<FaultKind> round = new ArrayList<>(kinds);
            Collections.shuffle(round, random);
            for (FaultKind kind : round.subList(0, Math.min(round.size(), count - plan.size()))) {
                Site edge = kind.onEdge() ? (random.nextBoolean() ? Site.EDGE_1 : Site.EDGE_2) : null;
                plan.add(new PlannedFault(plan.size() + 1, kind, edge));
            }
        }
        return plan;
    }

    /** What the progress lines call it, e.g. {@code fault 3/100 wan-cut on edge-2}. */
    String describe(int of) {
        return "fault " + number + "/" + of + " " + kind.id() + (edge == null ? "" : " on " + edge.id());
    }
}
