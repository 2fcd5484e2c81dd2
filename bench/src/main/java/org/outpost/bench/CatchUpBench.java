// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.outpost.bench.catchup.CatchUpEdge;
import org.outpost.bench.catchup.RecordedBacklog;
import org.outpost.changestream.apply.ApplyStats;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * {@code bench/catch-up}: how fast an edge applies a backlog, in this JVM, without servers or network. Main's change
 * capture records the backlog (the bench's items, {@code --rows-per-transaction} per transaction), then an edge with
 * Outpost's apply endpoint and synchronizer catches up with it into a new H2 file replica store, {@code --runs} times;
 * prints {@code name: value} lines, the rate of each run and their median. What {@code bench/replication}'s
 * throughput phase measures on servers, minus deploying the application and fetching the backlog from main.
 */
public final class CatchUpBench {

    private static final String DESCRIPTOR = "/org/outpost/bench/app/outpost.xml";

    private CatchUpBench() {
    }

    public static void main(String[] args) throws Exception {
        CatchUpSettings settings;
        try {
            settings = CatchUpSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("catch-up bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        OutpostDescriptor descriptor = descriptor();
        progress("recording " + settings.backlogRows() + " rows in " + settings.transactions() + " transactions on main");
        RecordedBacklog backlog = RecordedBacklog.record(descriptor, settings.transactions(), settings.rowsPerTransaction());
        print("backlog_rows", backlog.rows());
        print("backlog_change_sets", backlog.changeSets().size());
        print("backlog_bytes", backlog.changeSets().stream().mapToLong(message -> message.length).sum());
        List<RecentBatches.Batch> published = backlog.topic().from(backlog.epoch(), 1, Integer.MAX_VALUE);
        print("backlog_messages", published.size());
        print("backlog_message_bytes", published.stream().mapToLong(batch -> batch.message().length).sum());
        long[] rates = new long[settings.runs()];
        for (int run = 1; run <= settings.runs(); run++) {
            Path directory = settings.directory().resolve("run-" + run);
            deleteRecursively(directory);
            Files.createDirectories(directory);
            try (CatchUpEdge edge = CatchUpEdge.start(directory, descriptor, backlog)) {
                long started = System.nanoTime();
                long sequence = edge.catchUp();
                double seconds = (System.nanoTime() - started) / 1e9;
                ApplyStats stats = edge.stats();
                if (sequence != backlog.changeSets().size() || stats.rowsApplied() != backlog.rows()) {
                    throw new IllegalStateException("run " + run + " applied up to sequence " + sequence + " and "
                            + stats.rowsApplied() + " rows, expected " + backlog.changeSets().size() + " and " + backlog.rows());
                }
                rates[run - 1] = Math.round(backlog.rows() / seconds);
                print("catch_up_s_run_" + run, ReplicationBench.decimal(seconds, 3));
                print("applied_rows_per_s_run_" + run, rates[run - 1]);
            }
            deleteRecursively(directory);
        }
        long[] sorted = rates.clone();
        Arrays.sort(sorted);
        print("applied_rows_per_s", sorted[sorted.length / 2]);
        print("bench_s", ReplicationBench.decimal((System.nanoTime() - start) / 1e9, 1));
    }

    private static OutpostDescriptor descriptor() throws IOException {
        try (InputStream in = CatchUpBench.class.getResourceAsStream(DESCRIPTOR)) {
            ParsedDescriptor parsed = DescriptorParser.parse(in, DESCRIPTOR);
            if (!parsed.ok()) {
                throw new IllegalStateException(DESCRIPTOR + ": " + parsed.problems());
            }
            return parsed.descriptor();
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static void print(String name, Object value) {
        System.out.println(ReplicationBench.line(name, value));
        System.out.flush();
    }

    private static void progress(String message) {
        System.err.println("catch-up bench: " + message);
    }
}
