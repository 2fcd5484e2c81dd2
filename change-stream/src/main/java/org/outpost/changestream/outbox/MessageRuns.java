// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the entries the relay read from the outbox into the runs it hands the publisher, one message each:
 * consecutive entries of one epoch, at most {@code maxEntries} of them and {@code maxBytes} of encoded change sets,
 * except that an entry larger than {@code maxBytes} goes alone. Public for the catch-up bench, which cuts its recorded
 * backlog as a relay that is behind would.
 */
public final class MessageRuns {

    private MessageRuns() {
    }

    /** The runs of {@code entries} (in sequence order), in order; every entry in exactly one. */
    public static List<List<OutboxEntry>> of(List<OutboxEntry> entries, int maxEntries, int maxBytes) {
        List<List<OutboxEntry>> runs = new ArrayList<>();
        List<OutboxEntry> run = new ArrayList<>();
        long runBytes = 0;
        for (OutboxEntry entry : entries) {
            if (!run.isEmpty() && !fits(run, runBytes, entry, maxEntries, maxBytes)) {
                runs.add(List.copyOf(run));
                run.clear();
                runBytes = 0;
            }
            run.add(entry);
            runBytes += entry.size();
        }
        if (!run.isEmpty()) {
            runs.add(List.copyOf(run));
        }
        return runs;
    }

    private static boolean fits(List<OutboxEntry> run, long runBytes, OutboxEntry entry, int maxEntries, int maxBytes) {
        OutboxEntry last = run.get(run.size() - 1);
        return run.size() < maxEntries && runBytes + entry.size() <= maxBytes && entry.epoch().equals(last.epoch())
                && entry.sequence() == last.sequence() + 1;
    }
}
