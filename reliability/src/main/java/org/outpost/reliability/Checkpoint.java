// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.outpost.wan.study.Progress;
import org.outpost.wan.study.Site;
import org.outpost.wan.study.Topology;

/**
 * One check of the whole system while the load is paused: each edge back in step with main, then every replicated
 * table of each edge compared with main's row by row (a checksum per table, and the rows that differ), then the
 * {@link Ledger} audited on main.
 */
final class Checkpoint {

    /** How long the edges may take to be in step once the load is paused. */
    static final Duration IN_STEP = Duration.ofMinutes(5);

    private final Topology topology;
    private final String deployment;
    private final ReplicaProbe probe = new ReplicaProbe();
    private final Ledger ledger;
    private final Baseline baseline;
    private final Figures figures;
    private final Progress progress;

    Checkpoint(Topology topology, String deployment, Ledger ledger, Baseline baseline, Figures figures, Progress progress) {
        this.topology = topology;
        this.deployment = deployment;
        this.ledger = ledger;
        this.baseline = baseline;
        this.figures = figures;
        this.progress = progress;
    }

    /**
     * Checks, the load being paused; {@code verbose} also prints each table's checksum on each server.
     *
     * @return the findings this checkpoint added
     */
    int run(String label, boolean verbose) throws IOException, InterruptedException, SQLException {
        boolean inStep = true;
        for (Site edge : List.of(Site.EDGE_1, Site.EDGE_2)) {
            try {
                this.topology.server(edge).awaitInStepWith(this.topology.server(Site.MAIN), this.deployment, IN_STEP);
            } catch (RuntimeException e) {
                inStep = false;
                this.progress.say(label + ": " + edge.id() + " is not in step with main: " + e.getMessage());
            }
        }
        Set<String> divergent = new TreeSet<>();
        for (String table : ReplicaProbe.TABLES) {
            Map<List<String>, ReplicaProbe.Rows> main = new HashMap<>();
            StringBuilder sums = new StringBuilder(table);
            for (Site edge : List.of(Site.EDGE_1, Site.EDGE_2)) {
                ReplicaProbe.Rows replica = this.probe.rows(this.topology.url(edge), ReplicaProbe.EDGE_DATASOURCE, table, null);
                ReplicaProbe.Rows source = main.computeIfAbsent(replica.columns(), columns -> mainRows(table, columns));
                compare(edge, table, source, replica, divergent);
                if (main.size() == 1 && edge == Site.EDGE_1) {
                    sums.append(": ").append(source.digests().size()).append(" rows, main ").append(source.checksum());
                }
                sums.append(", ").append(edge.id()).append(' ').append(replica.checksum());
            }
            if (verbose) {
                this.progress.say(label + ": " + sums);
            }
        }
        LedgerAudit.Findings audit;
        try (Connection main = Baseline.connect(this.topology.settings().jdbcUrl())) {
            audit = LedgerAudit.audit(main, this.ledger, this.baseline);
        }
        int added = this.figures.checked(inStep, divergent, audit);
        this.progress.say(label + ": " + (inStep ? "edges in step" : "edges NOT in step") + ", " + divergent.size()
                + " divergent rows, " + audit.lost().size() + " lost updates, " + audit.duplicated().size() + " duplicated writes, "
                + this.ledger.acknowledged() + " writes acknowledged so far");
        divergent.stream().limit(20).forEach(row -> this.progress.say(label + ": divergent " + row));
        audit.lost().stream().limit(20).forEach(update -> this.progress.say(label + ": lost " + update));
        return added;
    }

    private ReplicaProbe.Rows mainRows(String table, List<String> columns) {
        try {
            return this.probe.rows(this.topology.url(Site.MAIN), ReplicaProbe.MAIN_DATASOURCE, table, columns);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted reading " + table + " on main", e);
        }
    }

    private static void compare(Site edge, String table, ReplicaProbe.Rows main, ReplicaProbe.Rows replica, Set<String> divergent) {
        main.digests().forEach((id, digest) -> {
            String copy = replica.digests().get(id);
            if (copy == null) {
                divergent.add(edge.id() + " " + table + " " + id + ": missing on the edge");
            } else if (!copy.equals(digest)) {
                divergent.add(edge.id() + " " + table + " " + id + ": differs from main");
            }
        });
        replica.digests().keySet().stream().filter(id -> !main.digests().containsKey(id))
                .forEach(id -> divergent.add(edge.id() + " " + table + " " + id + ": only on the edge"));
    }
}
