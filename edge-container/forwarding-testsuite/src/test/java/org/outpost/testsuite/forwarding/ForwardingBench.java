// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.wan.LinkStats;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * The driver of {@code bench/forwarding}: on the suite's main and edge, behind emulated WAN links of
 * {@code outpost.forwarding.wan-delay-ms} one way, measures what a forwarded write costs and what read-your-writes adds.
 * Writes {@code name: value} lines to {@code outpost.forwarding.bench-output} and standard output. Runs only with
 * {@code -Doutpost.forwarding.bench=true}.
 * <ul>
 * <li>{@code wan_round_trips_per_forwarded_call}: round trips counted by the forwarding link, per call, after warm-up;</li>
 * <li>{@code forwarded_call_ms_median}: a request to the edge whose work is one forwarded write, as its client sees it;</li>
 * <li>{@code ryw_added_ms_median}, {@code ryw_added_ms_p99}: right after each write, its writer reads the counter on the
 *     edge with the bookmark, and another user reads it without: the difference of the two read times.</li>
 * </ul>
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@EnabledIfSystemProperty(named = "outpost.forwarding.bench", matches = "true")
class ForwardingBench {

    private static final int WARM_UP = 20;

    @Test
    void forwardedCallsAndReadYourWrites() throws IOException, InterruptedException {
        int calls = Integer.getInteger("outpost.forwarding.bench-calls", 200);
        try (WanLinks links = WanLinks.start()) {
            for (WildFlyServer server : new WildFlyServer[]{Server.MAIN, Server.EDGE}) {
                ModelNode outcome = server.deployOutcome(CounterApp.archive());
                assertEquals("success", outcome.get("outcome").asString(), () -> server + ": " + outcome);
            }
            try {
                Server.EDGE.awaitInStepWith(Server.MAIN, CounterApp.EAR, java.time.Duration.ofSeconds(90));
                OpClient writer = CounterApp.user(Server.EDGE);
                OpClient other = CounterApp.user(Server.EDGE);
                long id = Long.parseLong(writer.call("create", "name", "bench"));
                for (int i = 0; i < WARM_UP; i++) {
                    writer.call("add", "id", id, "amount", 1);
                    writer.call("total", "id", id);
                    other.call("total", "id", id);
                }
                ModelNode before = Server.EDGE.forwarding();
                links.resetForwardingCounters();
                List<Double> callMillis = new ArrayList<>();
                List<Double> addedMillis = new ArrayList<>();
                int stale = 0;
                for (int i = 0; i < calls; i++) {
                    long started = System.nanoTime();
                    String total = writer.call("add", "id", id, "amount", 1);
                    callMillis.add(millisSince(started));
                    // Alternate who reads first, so neither read profits from the other's timing.
                    double bookmarked;
                    double plain;
                    String seen;
                    if (i % 2 == 0) {
                        started = System.nanoTime();
                        seen = writer.call("total", "id", id);
                        bookmarked = millisSince(started);
                        started = System.nanoTime();
                        other.call("total", "id", id);
                        plain = millisSince(started);
                    } else {
                        started = System.nanoTime();
                        other.call("total", "id", id);
                        plain = millisSince(started);
                        started = System.nanoTime();
                        seen = writer.call("total", "id", id);
                        bookmarked = millisSince(started);
                    }
                    if (!seen.equals(total)) {
                        stale++;
                    }
                    addedMillis.add(bookmarked - plain);
                }
                LinkStats link = links.forwardingStats();
                ModelNode after = Server.EDGE.forwarding();
                Map<String, String> results = new LinkedHashMap<>();
                results.put("wan_one_way_delay_ms", Long.toString(links.oneWay().toMillis()));
                results.put("forwarded_calls", Integer.toString(calls));
                results.put("wan_round_trips_per_forwarded_call", format((double) link.roundTrips() / calls));
                results.put("wan_new_connections", Long.toString(link.connections()));
                results.put("forwarded_call_ms_median", format(percentile(callMillis, 50)));
                results.put("forwarded_call_ms_p99", format(percentile(callMillis, 99)));
                results.put("ryw_added_ms_median", format(percentile(addedMillis, 50)));
                results.put("ryw_added_ms_p99", format(percentile(addedMillis, 99)));
                long waits = after.get("bookmark-waits").asLong() - before.get("bookmark-waits").asLong();
                long waitMillis = after.get("bookmark-wait-ms-total").asLong() - before.get("bookmark-wait-ms-total").asLong();
                results.put("ryw_reads_that_waited", Long.toString(waits));
                results.put("ryw_wait_ms_mean_when_waiting", format(waits == 0 ? 0 : (double) waitMillis / waits));
                results.put("ryw_wait_timeouts", Long.toString(after.get("bookmark-wait-timeouts").asLong() - before.get("bookmark-wait-timeouts").asLong()));
                results.put("ryw_stale_reads", Integer.toString(stale));
                StringBuilder text = new StringBuilder();
                results.forEach((name, value) -> text.append(name).append(": ").append(value).append('\n'));
                System.out.print(text);
                String output = System.getProperty("outpost.forwarding.bench-output");
                if (output != null) {
                    Files.writeString(Path.of(output), text);
                }
                assertEquals(0, stale, "a bookmarked read never showed less than its own write");
            } finally {
                Server.EDGE.undeployIfPresent(CounterApp.EAR);
                Server.MAIN.undeployIfPresent(CounterApp.EAR);
            }
        }
    }

    private static double millisSince(long started) {
        return (System.nanoTime() - started) / 1e6;
    }

    static double percentile(List<Double> values, int percentile) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
