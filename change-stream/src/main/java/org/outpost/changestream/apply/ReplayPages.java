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
 * The pages of one replay run, fetched from main by a thread of their own (at most {@link #AHEAD} answers ahead) and
 * decoded by another into groups of consecutive change sets (at most {@link #GROUPS_AHEAD} groups ahead) while the
 * caller applies the groups before, each in one transaction, so that neither the network nor decoding holds up the
 * thread that applies ({@link ReadAhead}). Decoded change sets take far more memory than their messages: few of them
 * wait, and the garbage collector has few of them to keep. {@link #next()} hands the groups over in order; a failure
 * of either thread is thrown there, after the groups before it. Closing stops both threads.
 */
final class ReplayPages implements AutoCloseable {

    /** {@code to} meaning main's published sequence as its first answer gives it. */
    static final long UNTIL_PUBLISHED = Long.MAX_VALUE;
    /** How many of main's answers may wait to be decoded. */
    static final int AHEAD = 2;
    /** How many decoded groups may wait for the applying thread. */
    static final int GROUPS_AHEAD = 2;
    /**
     * The most rows of a group, applied in one local transaction (a change set with more is a group alone): enough to
     * send each kind of statement as one JDBC batch, few enough to keep the transaction small.
     */
    static final int GROUP_ROWS = 1000;

    /**
     * One answer of main as it came: messages holding the change sets from {@code first} on, of which those up to
     * {@code end}, the run's end, are wanted.
     */
    private record Answer(Instant asked, long first, List<byte[]> messages, long end, long lastSequence) {
    }

    /**
     * A group of consecutive change sets of one answer of main, decoded: what the applying thread commits in one
     * transaction.
     *
     * @param asked        when the answer was asked for
     * @param first        the sequence of its first change set
     * @param changeSets   its change sets, consecutive from {@code first}, at most {@link #GROUP_ROWS} rows unless one
     *                     change set has more
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
    private final ReadAhead<Answer> answers;
    private final ReadAhead<Page> pages;

    /**
     * Starts fetching {@code from..to} of {@code epoch}, {@code batch} change sets per request, decoding with
     * {@code endpoint}'s codec (which counts the bytes), on two threads of {@code threads}.
     */
    ReplayPages(ChangeSetSource source, ApplyEndpoint endpoint, UUID epoch, long from, long to, int batch,
            ThreadFactory threads) {
        this.source = source;
        this.endpoint = endpoint;
        this.epoch = epoch;
        this.from = from;
        this.to = to;
        this.batch = batch;
        this.answers = new ReadAhead<>(AHEAD, threads, this::fetchAll);
        this.pages = new ReadAhead<>(GROUPS_AHEAD, threads, this::decodeAll);
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

    private void fetchAll(ReadAhead.Sink<Answer> sink) throws ReplayUnavailableException, IOException,
            InterruptedException {
        long next = from;
        long last = to;
        while (next <= last) {
            Instant asked = Instant.now();
            ReplayPage answer = source.fetch(epoch, next, (int) Math.min(batch, last - next + 1));
            if (last == UNTIL_PUBLISHED) {
                last = answer.publishedSequence();
                if (next > last) {
                    sink.put(new Answer(asked, next, List.of(), last, answer.lastSequence()));
                    return;
                }
            }
            if (answer.messages().isEmpty()) {
                throw new ReplayUnavailableException("main's outbox returned nothing from " + next);
            }
            sink.put(new Answer(asked, next, answer.messages(), last, answer.lastSequence()));
            next = answer.next(next);
        }
    }

    /**
     * Decodes the answers, handing over each in groups (an answer with nothing as an empty page); change sets beyond
     * the run's end are dropped.
     */
    private void decodeAll(ReadAhead.Sink<Page> sink) throws Exception {
        for (Answer answer = answers.next(); answer != null; answer = answers.next()) {
            long first = answer.first();
            long due = first;
            List<ChangeSet> group = new ArrayList<>();
            int rows = 0;
            messages:
            for (byte[] message : answer.messages()) {
                for (ChangeSet changeSet : decode(message, due)) {
                    if (due > answer.end()) {
                        break messages;
                    }
                    if (changeSet.sequence() != due) {
                        throw new IOException("main's replay answer from " + answer.first() + " holds change set "
                                + changeSet.sequence() + " where " + due + " is due");
                    }
                    if (!group.isEmpty() && rows + changeSet.rows().size() > GROUP_ROWS) {
                        sink.put(new Page(answer.asked(), first, group, answer.lastSequence()));
                        first += group.size();
                        group = new ArrayList<>();
                        rows = 0;
                    }
                    group.add(changeSet);
                    rows += changeSet.rows().size();
                    due++;
                }
            }
            sink.put(new Page(answer.asked(), first, group, answer.lastSequence()));
        }
    }

    /** The change sets of a message, one as the outbox stores it or a batch as the topic carries it. */
    private List<ChangeSet> decode(byte[] message, long sequence) throws ReplayUnavailableException {
        try {
            return endpoint.decodeBatch(message);
        } catch (WireFormatException e) {
            throw new ReplayUnavailableException("replayed change set " + sequence + " does not decode: "
                    + e.getMessage());
        }
    }

    /** Stops both threads (a request in progress is interrupted) and waits for them to end. */
    @Override
    public void close() {
        pages.close();
        answers.close();
    }
}
