// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import io.gatling.javaapi.core.Simulation;

/** The simulation Gatling runs for the study: the plan of the {@link GatlingRun} under way. */
public final class StudySimulation extends Simulation {

    public StudySimulation() {
        GatlingRun.Plan plan = GatlingRun.current();
        setUp(plan.populations().get()).maxDuration(plan.maxDuration());
    }
}
