// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.workload;

import java.math.BigDecimal;
import java.util.List;

import org.outpost.sample.workload.CsvResource;

/**
 * The paper's Java Pet Store session patterns (§3.2), read from {@code browser-mix.csv} (Table 2),
 * {@code buyer-session.csv} (Table 3) and {@code keywords.csv} next to this class: what the WAN study's load
 * generator plays.
 */
public final class SessionPatterns {

    /** Requests per browser session (§3.2). */
    public static final int BROWSER_SESSION_LENGTH = 20;

    /** Share of browsers among the clients (§3.3); the rest are buyers. */
    public static final BigDecimal BROWSER_SHARE = new BigDecimal("0.80");

    /**
     * One page of the browser mix: its name in the paper, its weight in percent, the page it must follow (empty when
     * any), its request template.
     */
    public record WeightedPage(String page, BigDecimal weight, String after, String request) {
    }

    /** One step of the buyer session. */
    public record SessionStep(int step, String page, String request) {
    }

    private SessionPatterns() {
    }

    /** The browser mix, in the order of Table 2. */
    public static List<WeightedPage> browserMix() {
        return CsvResource.read(SessionPatterns.class, "browser-mix.csv", 4).stream()
                .map(f -> new WeightedPage(f[0], new BigDecimal(f[1]), f[2], f[3])).toList();
    }

    /** The buyer session, in order. */
    public static List<SessionStep> buyerSession() {
        return CsvResource.read(SessionPatterns.class, "buyer-session.csv", 3).stream()
                .map(f -> new SessionStep(Integer.parseInt(f[0]), f[1], f[2])).toList();
    }

    /** The keywords the Search page is asked for, each a value of {@code {keywords}}. */
    public static List<String> keywords() {
        return CsvResource.read(SessionPatterns.class, "keywords.csv", 1).stream().map(f -> f[0]).toList();
    }
}
