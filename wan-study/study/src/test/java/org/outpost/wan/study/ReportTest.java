// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.wan.LinkStats;

/**
 * The report of a run whose measurements are the paper's own numbers (c1–c5) and Outpost's goals (c6): the CSV files
 * hold every page and group, the paper's conclusions all agree with the paper, c6's goals are met, and the page has
 * its charts.
 */
class ReportTest {

    @TempDir
    Path report;

    @Test
    void aRunThatMeasuresWhatThePaperMeasuredAgreesWithItsConclusions() throws IOException {
        StudyResults results = new StudyResults(List.of(paperLike(StudyApp.RUBIS, RubisLike.PAGES, RubisLike.WEIGHTS),
                paperLike(StudyApp.PETSTORE, PetStoreLike.PAGES, PetStoreLike.WEIGHTS)).stream().flatMap(List::stream).toList());
        Report.write(results, List.of(), StudyOptions.parse(new String[] {"--quick", "--servers", "s", "--ears", "e", "--work", "w",
                "--report", this.report.toString()}), this.report);

        List<String> table7 = Files.readAllLines(this.report.resolve("table7.csv"));
        assertEquals(CsvReport.TABLE_HEADER, table7.get(0));
        assertEquals(6 * 17 * 4, table7.size() - 1, "every configuration, page and group");
        assertTrue(table7.contains("c5,Bidder/Store Bid,remote,421.0,421.0,421.0,1"), String.join("\n", table7));
        assertTrue(table7.contains("c6,Browser/Item,remote-1,14.0,14.0,,0"), String.join("\n", table7));
        assertTrue(table7.contains("c4,\"Browser/Category & Region\",local,12.0,12.0,12.0,0") || table7.stream()
                .anyMatch(line -> line.startsWith("c4,Browser/Category & Region,local,12.0")), String.join("\n", table7));
        assertEquals(6 * 14 * 4 + 1, Files.readAllLines(this.report.resolve("table6.csv")).size());
        assertTrue(Files.size(this.report.resolve("chart.umd.js")) > 100_000, "Chart.js is next to the page");

        for (StudyApp app : StudyApp.values()) {
            for (Finding finding : new Conclusions(results, app).findings()) {
                assertEquals(Finding.Verdict.AGREES, finding.verdict(), app + " " + finding);
            }
            assertTrue(OutpostGoals.allMet(OutpostGoals.checks(results.find(app, Configuration.C6).orElseThrow())), app.id());
        }
        String html = Files.readString(this.report.resolve("index.html"));
        assertTrue(html.contains("<script src=\"chart.umd.js\">") && html.contains("new Chart("), "charts");
        assertTrue(html.contains("RUBiS: Table 7 and Figure 8") && html.contains("Java Pet Store: Table 6 and Figure 7"), "both tables");
        assertTrue(!html.contains("class=\"disagrees\"") && html.contains("Outpost's goals for c6: <span class=\"agrees\">met"), "verdicts");
    }

    @Test
    void aRunWithoutTheConfigurationsAConclusionNeedsSaysSo() {
        StudyResults results = new StudyResults(paperLike(StudyApp.RUBIS, RubisLike.PAGES, RubisLike.WEIGHTS).subList(4, 5));
        List<Finding> findings = new Conclusions(results, StudyApp.RUBIS).findings();
        assertEquals(Finding.Verdict.NOT_MEASURED, findings.get(0).verdict());
        assertEquals("needs [c1, c2]", findings.get(0).evidence());
    }

    /** Results c1–c6 whose samples are the paper's means (c6: local times remote too, writes 215 ms) with its round trips. */
    private static List<ConfigurationResult> paperLike(StudyApp app, List<PageId> pages, Map<PageId, Double> weights) {
        PaperTable paper = PaperTable.of(app);
        List<ConfigurationResult> results = new ArrayList<>();
        Random random = new Random(1);
        for (Configuration configuration : Configuration.values()) {
            Configuration source = configuration == Configuration.C6 ? Configuration.C5 : configuration;
            List<Sample> samples = new ArrayList<>();
            Map<ClientGroup, Map<PageId, WanTally>> probe = new EnumMap<>(ClientGroup.class);
            for (ClientGroup group : ClientGroup.values()) {
                ReportGroup paperGroup = group.isRemote() ? ReportGroup.REMOTE : ReportGroup.LOCAL;
                Map<PageId, WanTally> costs = new HashMap<>();
                for (PageId page : pages) {
                    double millis = paper.mean(source, page, paperGroup).orElseThrow();
                    boolean write = app.writePages().contains(page);
                    if (configuration == Configuration.C6) {
                        millis = group.isRemote() && write ? 215 : paper.mean(source, page, ReportGroup.LOCAL).orElseThrow();
                    }
                    for (int i = 0; i < 3; i++) {
                        samples.add(new Sample(group, page, i, Math.round(millis), 200, random.nextInt(1)));
                    }
                    long roundTrips = !group.isRemote() ? 0 : configuration == Configuration.C1 ? 2 : millis > 150 ? 1 : 0;
                    costs.put(page, new WanTally(roundTrips, 0));
                }
                probe.put(group, costs);
            }
            results.add(new ConfigurationResult(app, configuration, pages, weights, samples, probe, List.of(),
                    List.of(new LinkTraffic("edge-1-calls", "http", new LinkStats("edge-1-calls", 1, 2, 3, 4))), 45_000));
        }
        return results;
    }

    private static final class RubisLike {
        static final RubisWorkload WORKLOAD = new RubisWorkload(Map.of(1, "Books"), List.of(1), List.of(1), List.of(1));
        static final List<PageId> PAGES = WORKLOAD.pages();
        static final Map<PageId, Double> WEIGHTS = WORKLOAD.weights();
    }

    private static final class PetStoreLike {
        static final PetStoreWorkload WORKLOAD = new PetStoreWorkload(Map.of("FISH", List.of("P1")), Map.of("P1", List.of("I1")),
                List.of("I1"), List.of("user1"));
        static final List<PageId> PAGES = WORKLOAD.pages();
        static final Map<PageId, Double> WEIGHTS = WORKLOAD.weights();
    }
}
