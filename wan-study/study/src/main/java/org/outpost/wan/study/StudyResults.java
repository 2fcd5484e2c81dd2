// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.ToDoubleFunction;

/** The figures of a run per application, configuration, page and report group, with the paper's beside them. */
final class StudyResults {

    /** One page for one group in one configuration: ours, the paper's mean, and the WAN's cost from the probe. */
    record Cell(PageStats stats, OptionalDouble paper, OptionalLong roundTrips, OptionalLong brokerTurns) {
    }

    private final List<ConfigurationResult> results;

    StudyResults(List<ConfigurationResult> results) {
        this.results = List.copyOf(results);
    }

    /** The applications measured, in run order. */
    List<StudyApp> apps() {
        return this.results.stream().map(ConfigurationResult::app).distinct().toList();
    }

    /** The configurations measured for {@code app}, in run order. */
    List<ConfigurationResult> of(StudyApp app) {
        return this.results.stream().filter(result -> result.app() == app).toList();
    }

    Optional<ConfigurationResult> find(StudyApp app, Configuration configuration) {
        return this.results.stream().filter(result -> result.app() == app && result.configuration() == configuration).findFirst();
    }

    static Cell cell(ConfigurationResult result, PageId page, ReportGroup group) {
        List<Sample> samples = result.samples().stream()
                .filter(sample -> sample.page().equals(page) && group.members().contains(sample.group())).toList();
        long roundTrips = -1;
        long brokerTurns = -1;
        for (ClientGroup member : group.members()) {
            WanTally cost = result.probe().getOrDefault(member, Map.of()).get(page);
            if (cost != null) {
                roundTrips = Math.max(roundTrips, cost.roundTrips());
                brokerTurns = Math.max(brokerTurns, cost.brokerTurns());
            }
        }
        return new Cell(PageStats.of(samples), PaperTable.of(result.app()).mean(result.configuration(), page, group),
                roundTrips < 0 ? OptionalLong.empty() : OptionalLong.of(roundTrips),
                brokerTurns < 0 ? OptionalLong.empty() : OptionalLong.of(brokerTurns));
    }

    /** The sessions of an application's pages, in table order: {@code Browser}, then the writer's. */
    static List<String> sessions(ConfigurationResult result) {
        List<String> sessions = new ArrayList<>();
        result.pages().forEach(page -> {
            if (!sessions.contains(page.session())) {
                sessions.add(page.session());
            }
        });
        return sessions;
    }

    /**
     * A session's average response time (the paper's Figures 7 and 8): its pages' means weighted by their weight in
     * the session; NaN when a page has no figure.
     */
    static double sessionMean(ConfigurationResult result, String session, ReportGroup group) {
        return weighted(result, session, page -> cell(result, page, group).stats().mean());
    }

    /** The same average of the paper's means; empty for c6 or when the paper lacks a page. */
    static OptionalDouble paperSessionMean(ConfigurationResult result, String session, ReportGroup group) {
        PaperTable paper = PaperTable.of(result.app());
        double mean = weighted(result, session, page -> paper.mean(result.configuration(), page, group).orElse(Double.NaN));
        return Double.isNaN(mean) ? OptionalDouble.empty() : OptionalDouble.of(mean);
    }

    private static double weighted(ConfigurationResult result, String session, ToDoubleFunction<PageId> mean) {
        double sum = 0;
        double weights = 0;
        for (PageId page : result.pages()) {
            if (page.session().equals(session)) {
                double weight = result.weights().get(page);
                sum += weight * mean.applyAsDouble(page);
                weights += weight;
            }
        }
        return sum / weights;
    }
}
