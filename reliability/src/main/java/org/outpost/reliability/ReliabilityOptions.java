// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.outpost.annotation.DescriptorToken;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.wan.study.Site;

/**
 * The command line of {@code reliability/run}.
 *
 * @param faults       how many faults to inject
 * @param budget       after how long no further fault is injected; null for no bound
 * @param seed         the seed of the faults' order, the edges they strike and the disturbances
 * @param cut          how long a WAN cut lasts
 * @param stall        how long a stall lasts (beyond every timeout of the edge: forwarding 30 s, the broker's
 *                     connection TTL 60 s)
 * @param disturbance  how long duplication, delay, reordering or corruption lasts
 * @param wanDelay     the one-way delay of every WAN link
 * @param kinds        the kinds of fault to draw from
 * @param policies     each edge's {@code when-disconnected} policy (the server's default, which RUBiS c6 leaves to it
 *                     for some of its entities, so that it decides when stricter than {@code serve-stale})
 * @param servers      the provisioned {@code main-server} and {@code edge-server}'s directory
 * @param ears         where the build put the RUBiS EARs
 * @param work         where the servers' base directories go
 */
record ReliabilityOptions(int faults, Duration budget, long seed, Duration cut, Duration stall, Duration disturbance,
        Duration wanDelay, List<FaultKind> kinds, Map<Site, DisconnectedPolicy> policies, Path servers, Path ears, Path work) {

    /** Edge 1 serves stale reads while cut off, edge 2 has main serve them. */
    static final String DEFAULT_POLICIES = "serve-stale,forward";

    ReliabilityOptions {
        policies = Map.copyOf(policies);
    }

    static final String USAGE = "[--faults N] [--minutes M] [--seed S] [--cut-seconds 60] [--stall-seconds 75]"
            + " [--disturb-seconds 20] [--wan-delay-ms 50] [--kinds edge-kill,wan-cut,...]"
            + " [--policies " + DEFAULT_POLICIES + "]"
            + " --servers DIR --ears DIR --work DIR";

    private static final Set<String> NAMES = Set.of("--faults", "--minutes", "--seed", "--cut-seconds", "--stall-seconds",
            "--disturb-seconds", "--wan-delay-ms", "--kinds", "--policies", "--servers", "--ears", "--work");

    /** Parses the arguments; the message of a failure names the argument at fault. */
    static ReliabilityOptions parse(String[] args) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!NAMES.contains(args[i])) {
                throw new IllegalArgumentException("unknown argument " + args[i]);
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            values.put(args[i], args[++i]);
        }
        List<FaultKind> kinds = new ArrayList<>();
        if (values.containsKey("--kinds")) {
            for (String kind : values.get("--kinds").split(",")) {
                kinds.add(FaultKind.named(kind.strip()));
            }
        } else {
            kinds.addAll(List.of(FaultKind.values()));
        }
        long minutes = number(values, "--minutes", 0, 0);
        return new ReliabilityOptions((int) number(values, "--faults", 100, 1),
                minutes == 0 ? null : Duration.ofMinutes(minutes), number(values, "--seed", 1, Long.MIN_VALUE),
                Duration.ofSeconds(number(values, "--cut-seconds", 60, 1)),
                Duration.ofSeconds(number(values, "--stall-seconds", 75, 1)),
                Duration.ofSeconds(number(values, "--disturb-seconds", 20, 1)),
                Duration.ofMillis(number(values, "--wan-delay-ms", 50, 0)), List.copyOf(kinds),
                policies(values.getOrDefault("--policies", DEFAULT_POLICIES)),
                path(values, "--servers"), path(values, "--ears"), path(values, "--work"));
    }

    /** One policy per edge, edge 1's first. */
    private static Map<Site, DisconnectedPolicy> policies(String text) {
        String[] tokens = text.split(",", -1);
        List<Site> edges = List.of(Site.EDGE_1, Site.EDGE_2);
        if (tokens.length != edges.size()) {
            throw new IllegalArgumentException("--policies takes one policy per edge (" + edges.size() + "), not " + text);
        }
        Map<Site, DisconnectedPolicy> policies = new EnumMap<>(Site.class);
        for (int i = 0; i < tokens.length; i++) {
            String token = tokens[i];
            policies.put(edges.get(i), DescriptorToken.of(DisconnectedPolicy.class, token).orElseThrow(() -> new IllegalArgumentException(
                    "--policies: '" + token.strip() + "' is not one of " + String.join(", ", DescriptorToken.tokens(DisconnectedPolicy.class)))));
        }
        return policies;
    }

    private static long number(Map<String, String> values, String name, long absent, long least) {
        String text = values.get(name);
        if (text == null) {
            return absent;
        }
        try {
            long value = Long.parseLong(text);
            if (value < least) {
                throw new IllegalArgumentException(name + " must be at least " + least + ", not " + text);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " takes a whole number, not " + text, e);
        }
    }

    private static Path path(Map<String, String> values, String name) {
        String text = values.get(name);
        if (text == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return Path.of(text);
    }
}
