// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.workload;

import java.math.BigDecimal;
import java.util.List;

import org.outpost.sample.workload.CsvResource;

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
        return CsvResource.read(SessionPatterns.class, resource, 3);
    }
}
