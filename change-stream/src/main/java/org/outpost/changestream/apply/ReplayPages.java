// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadFactory;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.WireFormatException;

/**
 * The pages of one replay run, fetched from main and decoded by a thread of their own while the caller applies the
 * ones before (at most {@link #AHEAD} pages ahead), so that neither the network nor decoding holds up the thread
 * that applies ({@link ReadAhead}). {@link #next()} hands the pages over in order; a failure of the fetching thread
 * is thrown there, after the pages before it. Closing stops that thread.
 */
final class ReplayPages implements AutoCloseable {

    /** {@code to} meaning main's published sequence as its first answer gives it. */
    static final long UNTIL_PUBLISHED = Long.MAX_VALUE;
    /** How many decoded pages may wait for the applying thread. */
    static final int AHEAD = 2;

    /**
     * One answer of main, decoded.
     *
     * @param asked        when it was asked for
     * @param first        the sequence of its first change set
     * @param changeSets   its change sets, consecutive from {@code first}, none beyond the run's end
     * @param lastSequence main's last committed sequence when it answered
     */
    record Page(Instant asked, long first, List<ChangeSet> changeSets, long lastSequence) {

        /** The sequence after the page. */
        long next() {
            return first + changeSets.size();
        }
    }

    private final ChangeSetSource source;
    private final ApplyEndpoint endpoint;
    private final UUID epoch;
    private final long from;
    private final long to;
    private final int batch;
    private final ReadAhead<Page> pages;

    /**
     * Starts fetching {@code from..to} of {@code epoch}, {@code batch} change sets per request, decoding with
     * {@code endpoint}'s codec (which counts the bytes).
     */
    ReplayPages(ChangeSetSource source, ApplyEndpoint endpoint, UUID epoch, long from, long to, int batch,
            ThreadFactory threads) {
        this.source = source;
        this.endpoint = endpoint;
        this.epoch = epoch;
        this.from = from;
        this.to = to;
        this.batch = batch;
        this.pages = new ReadAhead<>(AHEAD, threads, this::fetchAll);
    }

    /**
     * The next page, {@code null} after the last one. An empty page comes only first, when main had published
     * nothing from {@code from} on.
     *
     * @throws ReplayUnavailableException when main no longer has what is asked for, or a change set does not decode
     * @throws IOException                when main cannot be reached
     */
    Page next() throws ReplayUnavailableException, IOException {
        try {
            return pages.next();
        } catch (ReplayUnavailableException | IOException | RuntimeException e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for main's replay from " + from);
        } catch (Exception e) {
            throw new IllegalStateException("replay from " + from + " failed: " + e.getMessage(), e);
        }
    }

    private void fetchAll(ReadAhead.Sink<Page> sink) throws ReplayUnavailableException, IOException,
            InterruptedException {
        long next = from;
        long last = to;
        while (next <= last) {
            Instant asked = Instant.now();
            ReplayPage answer = source.fetch(epoch, next, (int) Math.min(batch, last - next + 1));
            if (last == UNTIL_PUBLISHED) {
                last = answer.publishedSequence();
                if (next > last) {
                    sink.put(new Page(asked, next, List.of(), answer.lastSequence()));
                    return;
                }
            }
            if (answer.changeSets().isEmpty()) {
                throw new ReplayUnavailableException("main's outbox returned nothing from " + next);
            }
            Page page = new Page(asked, next, decode(answer.changeSets(), next, last), answer.lastSequence());
            sink.put(page);
            next = page.next();
        }
    }

    private List<ChangeSet> decode(List<byte[]> messages, long first, long last) throws ReplayUnavailableException {
        int count = (int) Math.min(messages.size(), last - first + 1);
        List<ChangeSet> changeSets = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            try {
                changeSets.add(endpoint.decode(messages.get(i)));
            } catch (WireFormatException e) {
                throw new ReplayUnavailableException("replayed change set " + (first + i) + " does not decode: "
                        + e.getMessage());
            }
        }
        return changeSets;
    }

    /** Stops the fetching thread (a request in progress is interrupted) and waits for it to end. */
    @Override
    public void close() {
        pages.close();
    }
}
