// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import org.outpost.wan.LinkStats;

/**
 * The report's CSV files: {@code table7.csv} (RUBiS) and {@code table6.csv} (Java Pet Store) in the columns the
 * issue fixes, then {@code pages.csv} (everything per page and group), {@code sessions.csv} (Figures 7 and 8),
 * {@code lag.csv} and {@code wan.csv}.
 */
final class CsvReport {

    static final String TABLE_HEADER = "config,page,group,mean_ms,p95_ms,paper_mean_ms,wan_round_trips";

    private CsvReport() {
    }

    static void write(StudyResults results, Path directory) throws IOException {
        Files.createDirectories(directory);
        List<String> pages = new ArrayList<>(List.of("app,config,page,group,count,not_served,mean_ms,p95_ms,paper_mean_ms,wan_round_trips,broker_turns"));
        List<String> sessions = new ArrayList<>(List.of("app,config,session,group,mean_ms,paper_mean_ms"));
        List<String> lags = new ArrayList<>(List.of("app,config,edge,lag_ms_p50,lag_ms_p99,change_sets"));
        List<String> wan = new ArrayList<>(List.of("app,config,link,kind,connections,bytes_client_to_server,bytes_server_to_client,round_trips,measured_s"));
        for (StudyApp app : results.apps()) {
            List<String> table = new ArrayList<>(List.of(TABLE_HEADER));
            for (ConfigurationResult result : results.of(app)) {
                String config = result.configuration().id();
                for (PageId page : result.pages()) {
                    for (ReportGroup group : ReportGroup.values()) {
                        StudyResults.Cell cell = StudyResults.cell(result, page, group);
                        table.add(String.join(",", config, quoted(page.label()), group.id(), number(cell.stats().mean()),
                                number(cell.stats().p95()), number(cell.paper()), number(cell.roundTrips())));
                        pages.add(String.join(",", app.id(), config, quoted(page.label()), group.id(), String.valueOf(cell.stats().count()),
                                String.valueOf(cell.stats().notServed()), number(cell.stats().mean()), number(cell.stats().p95()),
                                number(cell.paper()), number(cell.roundTrips()), number(cell.brokerTurns())));
                    }
                }
                for (String session : StudyResults.sessions(result)) {
                    for (ReportGroup group : ReportGroup.values()) {
                        sessions.add(String.join(",", app.id(), config, session, group.id(),
                                number(StudyResults.sessionMean(result, session, group)),
                                number(StudyResults.paperSessionMean(result, session, group))));
                    }
                }
                for (EdgeLag lag : result.lags()) {
                    lags.add(String.join(",", app.id(), config, lag.edge().id(), number(lag.p50Millis()), number(lag.p99Millis()),
                            String.valueOf(lag.changeSets())));
                }
                for (LinkTraffic traffic : result.wan()) {
                    LinkStats link = traffic.stats();
                    wan.add(String.join(",", app.id(), config, traffic.link(), traffic.kind(), String.valueOf(link.connections()),
                            String.valueOf(link.bytesClientToServer()), String.valueOf(link.bytesServerToClient()),
                            String.valueOf(link.roundTrips()), number(result.measuredMillis() / 1000.0)));
                }
            }
            Files.write(directory.resolve(PaperTable.of(app).csvName()), table);
        }
        Files.write(directory.resolve("pages.csv"), pages);
        Files.write(directory.resolve("sessions.csv"), sessions);
        Files.write(directory.resolve("lag.csv"), lags);
        Files.write(directory.resolve("wan.csv"), wan);
    }

    /** A page label in CSV: quoted when it holds a comma or a quote. */
    static String quoted(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    /** One decimal; empty for NaN. */
    static String number(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.1f", value);
    }

    static String number(OptionalDouble value) {
        return value.isPresent() ? number(value.getAsDouble()) : "";
    }

    static String number(OptionalLong value) {
        return value.isPresent() ? String.valueOf(value.getAsLong()) : "";
    }
}
