// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Properties;
import java.util.function.Function;

import org.outpost.wan.LinkStats;

/**
 * {@code index.html}: per application the paper's table (7 for RUBiS, 6 for Pet Store) with this run's numbers beside
 * the paper's, the session averages as a chart like the paper's Figure 8 (7), the paper's conclusions checked, Outpost's
 * goals for c6, propagation lag and WAN bytes. The charts are Chart.js's ({@code chart.umd.js}, copied next to the page
 * from the npm WebJar the build resolved).
 */
final class HtmlReport {

    private static final String CHART_JS = "chart.umd.js";
    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:2em;max-width:1400px;color:#222}
            table{border-collapse:collapse;margin:0.5em 0 1.5em;font-size:13px}
            th,td{border:1px solid #ccc;padding:3px 6px;text-align:right;vertical-align:top}
            th{background:#f3f3f3} td.label,th.label{text-align:left}
            .paper{color:#888;font-size:11px} .agrees{color:#1a7f37;font-weight:bold} .disagrees{color:#cf222e;font-weight:bold}
            .not{color:#888;font-weight:bold} .chart{width:680px;display:inline-block;margin-right:20px}
            """;

    private final StringBuilder html = new StringBuilder(1 << 16);
    private int charts;

    private HtmlReport() {
    }

    static void write(StudyResults results, List<String> failures, StudyOptions options, Path directory) throws IOException {
        Files.createDirectories(directory);
        copyChartJs(directory.resolve(CHART_JS));
        HtmlReport report = new HtmlReport();
        report.page(results, failures, options);
        Files.writeString(directory.resolve("index.html"), report.html, StandardCharsets.UTF_8);
    }

    private void page(StudyResults results, List<String> failures, StudyOptions options) {
        this.html.append("<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"><title>Outpost WAN study</title><style>").append(STYLE)
                .append("</style><script src=\"").append(CHART_JS).append("\"></script></head><body>\n")
                .append("<h1>Outpost WAN study: TR2002-832 §4, reproduced</h1>\n");
        LoadSettings load = options.load();
        paragraph("Run of " + ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + ". Main, edge 1 and edge 2 (WildFly, "
                + "-Xmx512m each) and PostgreSQL on one machine; WAN links of 100 ms one way and 100 Mbit/s between each edge and "
                + "main and between the remote clients and main (c1). Per configuration: a fresh <i>paper</i> dataset, "
                + load.warmUp().toSeconds() + " s of warm-up (left out), " + load.measured().toSeconds() + " s measured; per client group "
                + load.browsers() + " browsers and " + load.writers() + " writers each sending a page every " + load.delay().toMillis()
                + " ms (soft delays), " + String.format(Locale.ROOT, "%.0f", load.pagesPerSecond()) + " pages/s per group, no keep-alive.");
        paragraph("How to read a table: each cell is this run's mean in ms with the paper's below it in grey; <i>remote</i> merges the "
                + "clients near edge 1 and edge 2 as the paper does, <i>remote-1</i> and <i>remote-2</i> show them apart. <i>WAN round "
                + "trips</i>: what the probe counted when it requested the page alone after the load: each new connection across the "
                + "WAN (its handshake) and each request/response turn of the HTTP connections (a remote client's own request in c1, a "
                + "forwarded call, a stale-row fetch); on write pages, <i>+N push</i> adds the turns of the edges' broker connections "
                + "meanwhile (change sets pushed and acknowledged, which only a <code>sync</code> writer waits for; on read pages those "
                + "turns are the subscribers' idle polls, in <code>pages.csv</code>). Method and deviations: <code>docs/wan-study.md</code>.");
        if (!failures.isEmpty()) {
            this.html.append("<h2>Configurations that failed</h2>\n<ul>");
            failures.forEach(failure -> this.html.append("<li>").append(escape(failure)).append("</li>"));
            this.html.append("</ul>\n");
        }
        for (StudyApp app : results.apps()) {
            application(results, app);
        }
        this.html.append("</body></html>\n");
    }

    private void application(StudyResults results, StudyApp app) {
        List<ConfigurationResult> configs = results.of(app);
        PaperTable paper = PaperTable.of(app);
        String figure = app == StudyApp.RUBIS ? "Figure 8" : "Figure 7";
        this.html.append("<h2>").append(app.title()).append(": ").append(paper.name()).append(" and ").append(figure).append("</h2>\n");
        this.html.append("<h3>").append(figure).append(": session averages</h3>\n");
        for (String session : StudyResults.sessions(configs.get(0))) {
            sessionChart(configs, session);
        }
        paragraph("A session's average weighs its pages' means by their share of the session (the browser mix's percentages; "
                + "the writer's steps equally), for this run and for the paper's table alike.");
        this.html.append("<h3>The paper's conclusions, checked</h3>\n<ul>\n");
        for (Finding finding : new Conclusions(results, app).findings()) {
            String css = switch (finding.verdict()) {
                case AGREES -> "agrees";
                case DISAGREES -> "disagrees";
                case NOT_MEASURED -> "not";
            };
            this.html.append("<li><span class=\"").append(css).append("\">").append(finding.verdict().text()).append("</span> ")
                    .append(finding.section()).append(" ").append(escape(finding.claim())).append("<br><small>")
                    .append(escape(finding.evidence())).append("</small></li>\n");
        }
        this.html.append("</ul>\n");
        results.find(app, Configuration.C6).ifPresent(this::goals);
        this.html.append("<h3>").append(paper.name()).append(": response times per page (ms)</h3>\n");
        for (ConfigurationResult result : configs) {
            pageTable(result);
        }
        lagTable(configs);
        wanTable(configs);
    }

    private void sessionChart(List<ConfigurationResult> configs, String session) {
        List<String> labels = configs.stream().map(result -> "\"" + result.configuration().id() + "\"").toList();
        List<String> datasets = new ArrayList<>();
        String[] colors = {"#1f77b4", "#aec7e8", "#d62728", "#ff9896"};
        int color = 0;
        for (ReportGroup group : List.of(ReportGroup.LOCAL, ReportGroup.REMOTE)) {
            List<String> ours = configs.stream().map(result -> json(StudyResults.sessionMean(result, session, group))).toList();
            List<String> theirs = configs.stream().map(result -> json(StudyResults.paperSessionMean(result, session, group))).toList();
            datasets.add(dataset(group.id() + ", this run", ours, colors[color++]));
            datasets.add(dataset(group.id() + ", paper", theirs, colors[color++]));
        }
        String id = "chart" + this.charts++;
        this.html.append("<div class=\"chart\"><canvas id=\"").append(id).append("\"></canvas></div>\n<script>new Chart(document.getElementById('")
                .append(id).append("'),{type:'bar',data:{labels:[").append(String.join(",", labels)).append("],datasets:[")
                .append(String.join(",", datasets)).append("]},options:{animation:false,plugins:{title:{display:true,text:'")
                .append(session).append(" session: average response time (ms)'}},scales:{y:{beginAtZero:true}}}});</script>\n");
    }

    private void goals(ConfigurationResult c6) {
        List<OutpostGoals.Check> checks = OutpostGoals.checks(c6);
        this.html.append("<h3>Outpost's goals for c6: ").append(OutpostGoals.allMet(checks) ? "<span class=\"agrees\">met</span>"
                : "<span class=\"disagrees\">not all met</span>").append("</h3>\n");
        paragraph("Remote read pages within " + OutpostGoals.READ_RATIO + " × local (or " + (int) OutpostGoals.RESOLUTION_MS
                + " ms more: times are whole milliseconds) and 0 WAN round trips; remote write pages within one WAN round trip (200 ms) + 30 ms.");
        this.html.append("<table><tr><th class=\"label\">page</th><th>remote ms</th><th>local ms</th><th>WAN round trips</th><th>goal</th><th>met</th></tr>\n");
        for (OutpostGoals.Check check : checks) {
            this.html.append("<tr><td class=\"label\">").append(escape(check.page().label())).append("</td><td>").append(number(check.remoteMillis()))
                    .append("</td><td>").append(number(check.localMillis())).append("</td><td>").append(check.roundTrips()).append("</td><td>")
                    .append(check.write() ? "≤ " + (int) OutpostGoals.WRITE_LIMIT_MS + " ms" : "≤ 1.1 × local, 0 round trips").append("</td><td>")
                    .append(check.met() ? "<span class=\"agrees\">yes</span>" : "<span class=\"disagrees\">no</span>").append("</td></tr>\n");
        }
        this.html.append("</table>\n");
    }

    private void pageTable(ConfigurationResult result) {
        this.html.append("<h4>").append(result.configuration().id()).append(": ").append(escape(result.configuration().title())).append("</h4>\n");
        this.html.append("<table><tr><th class=\"label\"></th>");
        result.pages().forEach(page -> this.html.append("<th>").append(escape(page.session())).append("<br>").append(escape(page.page())).append("</th>"));
        this.html.append("</tr>\n");
        for (ReportGroup group : ReportGroup.values()) {
            boolean merged = group == ReportGroup.LOCAL || group == ReportGroup.REMOTE;
            row(result, group.id() + " mean", page -> {
                StudyResults.Cell cell = StudyResults.cell(result, page, group);
                return number(cell.stats().mean()) + (merged ? "<br><span class=\"paper\">" + number(cell.paper()) + "</span>" : "");
            });
            if (merged) {
                row(result, group.id() + " p95", page -> number(StudyResults.cell(result, page, group).stats().p95()));
                row(result, group.id() + " WAN round trips", page -> {
                    StudyResults.Cell cell = StudyResults.cell(result, page, group);
                    long push = result.app().writePages().contains(page) ? cell.brokerTurns().orElse(0) : 0;
                    return CsvReport.number(cell.roundTrips()) + (push > 0 ? " <small>+" + push + " push</small>" : "");
                });
            }
        }
        row(result, "not served", page -> String.valueOf(StudyResults.cell(result, page, ReportGroup.LOCAL).stats().notServed()
                + StudyResults.cell(result, page, ReportGroup.REMOTE).stats().notServed()));
        this.html.append("</table>\n");
    }

    private void row(ConfigurationResult result, String label, Function<PageId, String> cell) {
        this.html.append("<tr><td class=\"label\">").append(escape(label)).append("</td>");
        result.pages().forEach(page -> this.html.append("<td>").append(cell.apply(page)).append("</td>"));
        this.html.append("</tr>\n");
    }

    private void lagTable(List<ConfigurationResult> configs) {
        this.html.append("<h3>Propagation lag: main's commit to an edge's apply (ms, since the configuration's deployment)</h3>\n")
                .append("<table><tr><th class=\"label\">configuration</th><th class=\"label\">edge</th><th>p50</th><th>p99</th><th>change sets</th></tr>\n");
        for (ConfigurationResult result : configs) {
            for (EdgeLag lag : result.lags()) {
                this.html.append("<tr><td class=\"label\">").append(result.configuration().id()).append("</td><td class=\"label\">")
                        .append(lag.edge().id()).append("</td><td>").append(number(lag.p50Millis())).append("</td><td>")
                        .append(number(lag.p99Millis())).append("</td><td>").append(lag.changeSets()).append("</td></tr>\n");
            }
        }
        this.html.append("</table>\n");
    }

    private void wanTable(List<ConfigurationResult> configs) {
        this.html.append("<h3>WAN traffic over the measured window</h3>\n<table><tr><th class=\"label\">configuration</th>")
                .append("<th>bytes to main</th><th>bytes from main</th><th>KB/s</th><th>connections</th><th>round trips</th><th class=\"label\">by link and kind of connection (bytes both ways)</th></tr>\n");
        for (ConfigurationResult result : configs) {
            long up = 0;
            long down = 0;
            long connections = 0;
            long turns = 0;
            List<String> links = new ArrayList<>();
            for (LinkTraffic traffic : result.wan()) {
                LinkStats link = traffic.stats();
                up += link.bytesClientToServer();
                down += link.bytesServerToClient();
                connections += link.connections();
                turns += link.roundTrips();
                links.add(traffic.link() + " " + traffic.kind() + " " + (link.bytesClientToServer() + link.bytesServerToClient()));
            }
            double seconds = Math.max(1, result.measuredMillis() / 1000.0);
            this.html.append("<tr><td class=\"label\">").append(result.configuration().id()).append("</td><td>").append(up).append("</td><td>")
                    .append(down).append("</td><td>").append(number((up + down) / 1000.0 / seconds)).append("</td><td>").append(connections)
                    .append("</td><td>").append(turns).append("</td><td class=\"label\">").append(escape(String.join(", ", links)))
                    .append("</td></tr>\n");
        }
        this.html.append("</table>\n");
    }

    private void paragraph(String text) {
        this.html.append("<p>").append(text).append("</p>\n");
    }

    private static String dataset(String label, List<String> values, String color) {
        return "{label:'" + label + "',data:[" + String.join(",", values) + "],backgroundColor:'" + color + "'}";
    }

    private static String json(double value) {
        return Double.isNaN(value) ? "null" : String.format(Locale.ROOT, "%.1f", value);
    }

    private static String json(OptionalDouble value) {
        return value.isPresent() ? json(value.getAsDouble()) : "null";
    }

    private static String number(double value) {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, "%.0f", value);
    }

    private static String number(OptionalDouble value) {
        return value.isPresent() ? number(value.getAsDouble()) : "";
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static void copyChartJs(Path target) throws IOException {
        Properties versions = new Properties();
        try (InputStream in = HtmlReport.class.getResourceAsStream("study.properties")) {
            versions.load(in);
        }
        String resource = "/META-INF/resources/webjars/chart.js/" + versions.getProperty("chartjs.version") + "/dist/chart.umd.js";
        try (InputStream in = HtmlReport.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("Chart.js is not on the class path at " + resource));
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
