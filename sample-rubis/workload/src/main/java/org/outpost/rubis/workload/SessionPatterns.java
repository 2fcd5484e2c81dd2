// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.workload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The paper's RUBiS session patterns (§3.2), read from {@code browser-mix.csv} (Table 4) and
 * {@code bidder-session.csv} (Table 5) next to this class: what the WAN study's load generator plays.
 */
public final class SessionPatterns {

    /** Requests per browser session (§3.2). */
    public static final int BROWSER_SESSION_LENGTH = 40;

    /** Share of browsers among the clients (§3.3); the rest are bidders. */
    public static final BigDecimal BROWSER_SHARE = new BigDecimal("0.80");

    /** One page of the browser mix: its name in the paper, its weight in percent, its request template. */
    public record WeightedPage(String page, BigDecimal weight, String request) {
    }

    /** One step of the bidder session. */
    public record SessionStep(int step, String page, String request) {
    }

    private SessionPatterns() {
    }

    /** The browser mix, in the order of Table 4. */
    public static List<WeightedPage> browserMix() {
        return read("browser-mix.csv").stream().map(f -> new WeightedPage(f[0], new BigDecimal(f[1]), f[2])).toList();
    }

    /** The bidder session, in order. */
    public static List<SessionStep> bidderSession() {
        return read("bidder-session.csv").stream().map(f -> new SessionStep(Integer.parseInt(f[0]), f[1], f[2])).toList();
    }

    private static List<String[]> read(String resource) {
        try (InputStream in = SessionPatterns.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing class path resource " + resource + " next to " + SessionPatterns.class.getName());
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String[]> rows = new ArrayList<>();
            boolean header = true;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] fields = line.split(",", 3);
                if (fields.length != 3) {
                    throw new IllegalStateException(resource + ": expected 3 fields in '" + line + "'");
                }
                rows.add(fields);
            }
            return List.copyOf(rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
