// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

/**
 * What the load and the probe play for one application (§3.2): its pages, its browsers' sessions (planned ahead from
 * the dataset) and its writers' sessions (bidders, buyers: each step may read what the previous answer said).
 */
interface Workload {

    StudyApp app();

    /** The browser pages, then the writer's, in the order of the paper's table. */
    List<PageId> pages();

    /**
     * Each page's weight within its session, which the session averages use (Figures 7 and 8): the browser mix's
     * percentages; 1 for each step of the writer's session.
     */
    Map<PageId, Double> weights();

    /**
     * One browser session: the paper's mix and length (the load), or every browser page once, in table order (the
     * probe).
     */
    List<PlannedRequest> browserSession(Random random, boolean everyPageOnce);

    /** A writer session's attributes at its start (its user, its item…), drawn from the dataset. */
    Map<String, Object> writerStart(Random random);

    /** The writer's session, in order; built with Gatling's DSL, so only while Gatling runs a simulation. */
    List<WriterStep> writerSession();

    /** Picks one element of a non-empty list. */
    static <T> T any(List<T> list, Random random) {
        return list.get(random.nextInt(list.size()));
    }

    /** Picks one page of a mix with the probability of its weight. */
    static <T> T weighted(List<T> mix, Function<T, BigDecimal> weight, Random random) {
        double draw = random.nextDouble() * mix.stream().map(weight).reduce(BigDecimal.ZERO, BigDecimal::add).doubleValue();
        for (T page : mix) {
            draw -= weight.apply(page).doubleValue();
            if (draw < 0) {
                return page;
            }
        }
        return mix.get(mix.size() - 1);
    }
}
