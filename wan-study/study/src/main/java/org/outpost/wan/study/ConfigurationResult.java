// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.List;
import java.util.Map;

/**
 * What one configuration of one application measured.
 *
 * @param pages          the application's pages, in the paper's table order
 * @param weights        each page's weight in its session ({@link Workload#weights()})
 * @param samples        the load's samples of the measured window
 * @param probe          what each page cost the WAN, per group, from the probe
 * @param lags           the edges' propagation lag; none without a change stream (c1, c2)
 * @param wan            each link's counters per kind of connection over the measured window
 * @param measuredMillis the measured window's length
 */
record ConfigurationResult(StudyApp app, Configuration configuration, List<PageId> pages, Map<PageId, Double> weights, List<Sample> samples,
        Map<ClientGroup, Map<PageId, WanTally>> probe, List<EdgeLag> lags, List<LinkTraffic> wan, long measuredMillis) {
}
