// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.outpost.wan.study.Site;

/**
 * What a run found and measured, printed as {@code name: value} lines: faults per kind and the time each kind took
 * to recover, what the checkpoints found (each divergent row and each lost update counted once, however many
 * checkpoints saw it), lag, and the load's requests by outcome. Not thread-safe: the suite's thread fills it, but for
 * the load's tally and the lag monitor, which are.
 */
final class Figures {

    static final String STALE_READS = "stale_reads_past_bookmark";

    private final Map<FaultKind, List<Double>> recoveries = new EnumMap<>(FaultKind.class);
    private final Set<String> divergent = new TreeSet<>();
    private final Set<String> lost = new TreeSet<>();
    private final Set<String> duplicated = new TreeSet<>();
    private final List<String> crashes = new ArrayList<>();
    private int faults;
    private int unrecovered;
    private int checkpoints;
    private int notInStep;

    void injected(FaultKind kind, double recoverySeconds) {
        this.faults++;
        if (recoverySeconds < 0) {
            this.unrecovered++;
        } else {
            this.recoveries.computeIfAbsent(kind, k -> new ArrayList<>()).add(recoverySeconds);
        }
    }

    /** A server's JVM died during fault number {@code fault} and was started again. */
    void crashed(Site site, int fault) {
        this.crashes.add(site.id() + " during fault " + fault);
    }

    /** What one checkpoint found; returns how many of its findings are new. */
    int checked(boolean inStep, Set<String> divergentRows, LedgerAudit.Findings audit) {
        this.checkpoints++;
        this.notInStep += inStep ? 0 : 1;
        int before = this.divergent.size() + this.lost.size() + this.duplicated.size();
        this.divergent.addAll(divergentRows);
        this.lost.addAll(audit.lost());
        this.duplicated.addAll(audit.duplicated());
        return this.divergent.size() + this.lost.size() + this.duplicated.size() - before;
    }

    int faults() {
        return this.faults;
    }

    long divergentRows() {
        return this.divergent.size();
    }

    long lostUpdates() {
        return this.lost.size();
    }

    /** Whether the run must fail: a lost update, a divergent row or a stale read. */
    boolean failed(RequestTally tally) {
        return lostUpdates() != 0 || divergentRows() != 0 || tally.get(STALE_READS) != 0;
    }

    /** Every finding, one per line, for the log. */
    List<String> findings() {
        List<String> all = new ArrayList<>();
        this.divergent.forEach(row -> all.add("divergent: " + row));
        this.lost.forEach(update -> all.add("lost: " + update));
        this.duplicated.forEach(write -> all.add("duplicated: " + write));
        this.crashes.forEach(crash -> all.add("crashed: " + crash));
        return all;
    }

    void print(PrintStream out, RequestTally tally, LagMonitor lag, Ledger ledger, double minutes) {
        for (FaultKind kind : FaultKind.values()) {
            List<Double> times = this.recoveries.getOrDefault(kind, List.of());
            if (!times.isEmpty()) {
                line(out, "faults_" + kind.id().replace('-', '_'), times.size());
                line(out, "recovery_s_" + kind.id().replace('-', '_') + "_mean", times.stream().mapToDouble(Double::doubleValue).average().orElse(0));
                line(out, "recovery_s_" + kind.id().replace('-', '_') + "_max", times.stream().mapToDouble(Double::doubleValue).max().orElse(0));
            }
        }
        line(out, "faults_unrecovered", this.unrecovered);
        line(out, "server_crashes", this.crashes.size());
        line(out, "checkpoints", this.checkpoints);
        line(out, "checkpoints_not_in_step", this.notInStep);
        line(out, "max_lag_ms", lag.maxLagMillis());
        line(out, "max_lag_transactions", lag.maxLagTransactions());
        line(out, "max_staleness_ms", lag.maxStalenessMillis());
        line(out, "writes", ledger.bids().size() + ledger.comments().size());
        tally.figures().forEach((name, value) -> {
            if (!name.equals(STALE_READS)) {
                line(out, name, value);
            }
        });
        line(out, "duplicated_writes", this.duplicated.size());
        line(out, "run_minutes", minutes);
        line(out, "faults_injected", this.faults);
        line(out, "lost_updates", lostUpdates());
        line(out, "divergent_rows", divergentRows());
        line(out, STALE_READS, tally.get(STALE_READS));
        line(out, "max_recovery_s", this.recoveries.values().stream().flatMap(List::stream).mapToDouble(Double::doubleValue).max().orElse(0));
    }

    private static void line(PrintStream out, String name, double value) {
        out.println(name + ": " + (value == Math.rint(value) && !Double.isInfinite(value) ? String.valueOf((long) value)
                : String.format(Locale.ROOT, "%.1f", value)));
    }
}
