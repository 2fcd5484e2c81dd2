// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static org.outpost.wan.study.StudyResults.cell;
import static org.outpost.wan.study.StudyResults.sessionMean;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import org.outpost.wan.study.Finding.Verdict;

/**
 * The paper's conclusions (§4.2–4.6), each checked against this run's numbers for one application with a rule stated
 * in the finding. A WAN round trip is 200 ms here; "pays the WAN" means at least {@value #WAN_PENALTY_MS} ms more,
 * "as fast as local" at most 25 % plus {@value #SLACK_MS} ms more.
 */
final class Conclusions {

    static final double WAN_PENALTY_MS = 100;
    static final double SLACK_MS = 10;
    private static final PageId ITEM = new PageId("Browser", "Item");
    private static final String BROWSER = "Browser";

    private final StudyResults results;
    private final StudyApp app;

    Conclusions(StudyResults results, StudyApp app) {
        this.results = results;
        this.app = app;
    }

    List<Finding> findings() {
        List<Finding> findings = new ArrayList<>();
        findings.add(facadeAloneDoesNotHelpRemoteBrowsers());
        findings.add(replicasMakeTheItemPageLocal());
        findings.add(syncPushPenalizesWriters());
        findings.add(queryCachingMakesRemoteBrowsersLocal());
        findings.add(asyncPushRestoresWriters());
        return findings;
    }

    private Finding facadeAloneDoesNotHelpRemoteBrowsers() {
        String claim = "The remote façade alone does not make remote browsers fast: their pages that need main still pay the WAN.";
        return check("§4.2", claim, List.of(Configuration.C1, Configuration.C2), configs -> {
            ConfigurationResult c1 = configs.get(0);
            ConfigurationResult c2 = configs.get(1);
            double local = sessionMean(c2, BROWSER, ReportGroup.LOCAL);
            double remote = sessionMean(c2, BROWSER, ReportGroup.REMOTE);
            return finding(remote >= local + WAN_PENALTY_MS, "c2 browser session: remote %s ms, local %s ms (c1 remote %s ms); rule: remote "
                    + "≥ local + %s ms", remote, local, sessionMean(c1, BROWSER, ReportGroup.REMOTE), WAN_PENALTY_MS);
        });
    }

    private Finding replicasMakeTheItemPageLocal() {
        String claim = "Read-only replicas serve the Item page at the edge: remote Item as fast as local.";
        return check("§4.3", claim, List.of(Configuration.C2, Configuration.C3), configs -> {
            StudyResults.Cell remote = cell(configs.get(1), ITEM, ReportGroup.REMOTE);
            double local = cell(configs.get(1), ITEM, ReportGroup.LOCAL).stats().mean();
            double before = cell(configs.get(0), ITEM, ReportGroup.REMOTE).stats().mean();
            return finding(asFastAs(remote.stats().mean(), local) && remote.roundTrips().orElse(-1) == 0,
                    "c3 Item: remote %s ms, local %s ms, %s WAN round trips (c2 remote %s ms); rule: remote ≤ 1.25 × local + %s ms and "
                            + "0 round trips", remote.stats().mean(), local, remote.roundTrips().orElse(-1), before, SLACK_MS);
        });
    }

    private Finding syncPushPenalizesWriters() {
        String claim = "Synchronous push penalizes the writers: their write pages wait while the update crosses the WAN to the edges.";
        return check("§4.3", claim, List.of(Configuration.C2, Configuration.C3), configs -> compareWrites(configs.get(0), configs.get(1), true));
    }

    private Finding asyncPushRestoresWriters() {
        String claim = "Asynchronous push restores the writers: their write pages no longer wait for the edges.";
        return check("§4.5", claim, List.of(Configuration.C4, Configuration.C5), configs -> compareWrites(configs.get(0), configs.get(1), false));
    }

    private Finding queryCachingMakesRemoteBrowsersLocal() {
        String except = this.app.notCachedByThePaper().isEmpty() ? "" : " (but " + labels(this.app.notCachedByThePaper())
                + ", a keyword query the paper could not cache)";
        String claim = "Query caching makes remote browsers as fast as local" + except + ".";
        return check("§4.4", claim, List.of(Configuration.C4), configs -> {
            ConfigurationResult c4 = configs.get(0);
            List<String> slower = new ArrayList<>();
            for (PageId page : c4.pages()) {
                if (page.session().equals(BROWSER) && !this.app.notCachedByThePaper().contains(page)) {
                    double remote = cell(c4, page, ReportGroup.REMOTE).stats().mean();
                    double local = cell(c4, page, ReportGroup.LOCAL).stats().mean();
                    if (!asFastAs(remote, local)) {
                        slower.add(page.page() + String.format(Locale.ROOT, " (%.0f vs %.0f ms)", remote, local));
                    }
                }
            }
            return finding(slower.isEmpty(), "c4 browser session: remote %s ms, local %s ms; remote pages slower than 1.25 × local + %s ms: "
                    + (slower.isEmpty() ? "none" : String.join(", ", slower)), sessionMean(c4, BROWSER, ReportGroup.REMOTE),
                    sessionMean(c4, BROWSER, ReportGroup.LOCAL), SLACK_MS);
        });
    }

    /** Each write page, local and remote: {@code later} at least {@value #WAN_PENALTY_MS} ms slower (or faster) than {@code earlier}. */
    private Finding compareWrites(ConfigurationResult earlier, ConfigurationResult later, boolean slower) {
        List<String> evidence = new ArrayList<>();
        boolean agrees = true;
        for (PageId page : this.app.writePages()) {
            for (ReportGroup group : List.of(ReportGroup.LOCAL, ReportGroup.REMOTE)) {
                double before = cell(earlier, page, group).stats().mean();
                double after = cell(later, page, group).stats().mean();
                agrees &= slower ? after >= before + WAN_PENALTY_MS : after <= before - WAN_PENALTY_MS;
                evidence.add(String.format(Locale.ROOT, "%s %s: %s %.0f ms, %s %.0f ms", page.page(), group.id(), earlier.configuration().id(),
                        before, later.configuration().id(), after));
            }
        }
        return finding(agrees, String.join("; ", evidence) + "; rule: each " + (slower ? "slower" : "faster") + " by ≥ %s ms", WAN_PENALTY_MS);
    }

    private Finding check(String section, String claim, List<Configuration> needed, Function<List<ConfigurationResult>, Finding> rule) {
        List<ConfigurationResult> configs = new ArrayList<>();
        for (Configuration configuration : needed) {
            Optional<ConfigurationResult> result = this.results.find(this.app, configuration);
            if (result.isEmpty()) {
                return new Finding(section, claim, Verdict.NOT_MEASURED, "needs " + needed.stream().map(Configuration::id).toList());
            }
            configs.add(result.get());
        }
        Finding checked = rule.apply(configs);
        return new Finding(section, claim, checked.verdict(), checked.evidence());
    }

    private static Finding finding(boolean agrees, String evidence, Object... numbers) {
        Object[] formatted = new Object[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            formatted[i] = numbers[i] instanceof Double value ? String.format(Locale.ROOT, "%.0f", value) : numbers[i];
        }
        return new Finding("", "", Verdict.of(agrees), String.format(Locale.ROOT, evidence, formatted));
    }

    static boolean asFastAs(double remote, double local) {
        return remote <= 1.25 * local + SLACK_MS;
    }

    private static String labels(List<PageId> pages) {
        return String.join(", ", pages.stream().map(PageId::page).toList());
    }
}
