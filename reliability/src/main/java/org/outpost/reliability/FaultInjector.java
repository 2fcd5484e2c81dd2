// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.outpost.wan.ArtemisCoreFraming;
import org.outpost.wan.Direction;
import org.outpost.wan.Disturbance;
import org.outpost.wan.FaultStats;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.study.Progress;
import org.outpost.wan.study.Site;
import org.outpost.wan.study.StudyLink;
import org.outpost.wan.study.Topology;

/**
 * Injects one {@link PlannedFault} and returns when it is over (links restored, servers up again): from then on the
 * system is expected to recover by itself.
 */
final class FaultInjector {

    /** How long a killed edge stays down. */
    static final Duration DOWN = Duration.ofSeconds(3);
    /** Writers per server in a {@link FaultKind#SAME_ROWS} burst, and writes each. */
    static final int SAME_ROWS_WRITERS = 2;
    static final int SAME_ROWS_WRITES = 6;
    /** What a trimmed outbox keeps of the newest change sets. */
    static final int OUTBOX_KEPT = 3;

    private final Topology topology;
    private final ReliabilityOptions options;
    private final Writes writes;
    private final Progress progress;

    FaultInjector(Topology topology, ReliabilityOptions options, Writes writes, Progress progress) {
        this.topology = topology;
        this.options = options;
        this.writes = writes;
        this.progress = progress;
    }

    void inject(PlannedFault fault) throws Exception {
        Site edge = fault.edge();
        long seed = this.options.seed() * 1_000 + fault.number();
        switch (fault.kind()) {
            case EDGE_KILL -> {
                this.topology.kill(edge);
                Thread.sleep(DOWN.toMillis());
                this.topology.restart(edge);
            }
            case WAN_CUT -> outage(edge, this.options.cut(), () -> {
            });
            case MAIN_RESTART -> {
                this.topology.stop(Site.MAIN);
                this.topology.restart(Site.MAIN);
            }
            case LINK_STALL -> {
                links(edge).forEach(link -> link.stall());
                Thread.sleep(this.options.stall().toMillis());
                links(edge).forEach(LinkProxy::restore);
            }
            case DUPLICATE -> disturb(edge, Disturbance.ofMessages(seed).duplicating(0.3)
                    .onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY).towards(Direction.SERVER_TO_CLIENT));
            case DELAY -> disturb(edge, Disturbance.ofMessages(seed).delaying(0.3).late(Duration.ofMillis(1_500)));
            case REORDER -> disturb(edge, Disturbance.ofMessages(seed).reordering(0.3).late(Duration.ofMillis(500))
                    .onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY).towards(Direction.SERVER_TO_CLIENT));
            case CORRUPT -> corrupt(edge, seed);
            case STORE_REMOVED -> {
                this.topology.stop(edge);
                removeReplicaStore(edge);
                this.topology.restart(edge);
            }
            case OUTBOX_TRIMMED -> outage(edge, this.options.cut(), this::trimOutbox);
            case SAME_ROWS -> sameRows(new Random(seed));
        }
    }

    /** Cuts both of an edge's links for {@code duration}, runs {@code during} at its end, then restores them. */
    private void outage(Site edge, Duration duration, Action during) throws Exception {
        FaultStats before = stream(edge).faultStats();
        links(edge).forEach(link -> link.cut());
        Thread.sleep(duration.toMillis());
        during.run();
        links(edge).forEach(LinkProxy::restore);
        report(stream(edge), before);
    }

    private void disturb(Site edge, Disturbance disturbance) throws InterruptedException {
        LinkProxy stream = stream(edge);
        FaultStats before = stream.faultStats();
        stream.disturb(disturbance);
        Thread.sleep(this.options.disturbance().toMillis());
        stream.restore();
        report(stream, before);
    }

    /** What a link's faults did since {@code before}. */
    private void report(LinkProxy link, FaultStats before) {
        FaultStats after = link.faultStats();
        this.progress.say(link.link().name() + ": " + (after.duplicated() - before.duplicated()) + " units duplicated, "
                + (after.delayed() - before.delayed()) + " delayed, " + (after.reordered() - before.reordered()) + " reordered, "
                + (after.corrupted() - before.corrupted()) + " corrupted, " + (after.severed() - before.severed())
                + " connections reset, " + (after.refused() - before.refused()) + " refused");
    }

    /** Half the time whole deliveries with a byte altered past their header, half the time any byte of the link. */
    private void corrupt(Site edge, long seed) throws InterruptedException {
        LinkProxy stream = stream(edge);
        FaultStats before = stream.faultStats();
        stream.disturb(Disturbance.ofMessages(seed).corrupting(0.2).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY)
                .towards(Direction.SERVER_TO_CLIENT));
        Thread.sleep(this.options.disturbance().toMillis() / 2);
        stream.disturb(Disturbance.ofBytes(seed).corrupting(0.02));
        Thread.sleep(this.options.disturbance().toMillis() / 2);
        stream.restore();
        report(stream, before);
    }

    /** Deletes the edge's H2 replica store ({@code data/outpost/replica-store.*}). */
    private void removeReplicaStore(Site edge) throws IOException {
        Path directory = this.topology.base(edge).resolve("data/outpost");
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "replica-store.*")) {
            for (Path file : files) {
                Files.delete(file);
                removed.add(file.getFileName());
            }
        }
        if (removed.isEmpty()) {
            throw new IllegalStateException("no replica store file in " + directory);
        }
        this.progress.say("removed " + removed + " of " + edge.id());
    }

    /**
     * Deletes from main's outbox every published change set but the newest {@value #OUTBOX_KEPT}, as a retention
     * shorter than the outage would have: the cut-off edge cannot replay what it missed.
     */
    private void trimOutbox() throws SQLException {
        try (Connection main = Baseline.connect(this.topology.settings().jdbcUrl()); Statement sql = main.createStatement()) {
            String outbox = null;
            try (ResultSet tables = sql.executeQuery("select tablename from pg_tables where schemaname = 'public'"
                    + " and tablename like 'outpost\\_%\\_outbox'")) {
                if (tables.next()) {
                    outbox = tables.getString(1);
                }
            }
            if (outbox == null) {
                throw new IllegalStateException("main's database has no outbox table");
            }
            int deleted = sql.executeUpdate("delete from " + outbox + " where seq <= least((select published_seq from " + outbox
                    + "_published), (select max(seq) from " + outbox + ") - " + OUTBOX_KEPT + ")");
            this.progress.say("trimmed " + deleted + " change sets from " + outbox);
        }
    }

    /** Writers on every server at once, each bidding on one item and commenting on one user. */
    private void sameRows(Random random) throws InterruptedException {
        List<Integer> items = this.writes.baseline().itemIds();
        List<Integer> users = this.writes.baseline().userIds();
        int item = items.get(random.nextInt(items.size()));
        int user = users.get(random.nextInt(users.size()));
        this.progress.say("writers on item " + item + " and user " + user + " from every server");
        List<Thread> writers = new ArrayList<>();
        for (Site site : Site.values()) {
            for (int i = 0; i < SAME_ROWS_WRITERS; i++) {
                Random own = new Random(random.nextLong());
                RubisClient client = new RubisClient(this.topology.url(site));
                Thread writer = new Thread(() -> {
                    try {
                        for (int n = 0; n < SAME_ROWS_WRITES; n++) {
                            if (n % 2 == 0) {
                                this.writes.bid(client, site, item, users.get(own.nextInt(users.size())), own);
                            } else {
                                this.writes.comment(client, site, item, users.get(own.nextInt(users.size())), user, own);
                            }
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }, "reliability-same-rows-" + site.id() + "-" + i);
                writers.add(writer);
                writer.start();
            }
        }
        for (Thread writer : writers) {
            writer.join();
        }
    }

    private List<LinkProxy> links(Site edge) {
        return List.of(stream(edge), this.topology.wan().link(StudyLink.calls(edge).id()));
    }

    private LinkProxy stream(Site edge) {
        return this.topology.wan().link(StudyLink.stream(edge).id());
    }

    /** What an outage does before it ends. */
    @FunctionalInterface
    private interface Action {
        void run() throws Exception;
    }
}
