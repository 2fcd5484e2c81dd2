// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.outpost.wan.study.Site;

/**
 * Every write the suite sent and what it was told: acknowledged (the page said it was stored), refused by RUBiS (an
 * {@code ERROR} page: nothing was written), or uncertain (no answer, or an error status: it may or may not have
 * committed on main). Each write carries its number in what it stores, so that main's rows say which writes
 * committed: a bid's {@code max_bid} is {@value #BID_MARKER} plus its number, a comment's text
 * {@value #COMMENT_PREFIX} and its number. Thread-safe.
 */
final class Ledger {

    /** Where a bid's number goes: no bid of the dataset comes near. */
    static final double BID_MARKER = 1_000_000;
    static final String COMMENT_PREFIX = "reliability write ";

    enum Outcome { ACKNOWLEDGED, REFUSED, UNCERTAIN }

    record Bid(long number, Site via, int itemId, int userId, double amount, Outcome outcome) {

        double marker() {
            return BID_MARKER + this.number;
        }
    }

    record Comment(long number, Site via, int from, int to, int itemId, int rating, Outcome outcome) {

        String text() {
            return COMMENT_PREFIX + this.number;
        }
    }

    private final AtomicLong numbers = new AtomicLong();
    private final List<Bid> bids = new ArrayList<>();
    private final List<Comment> comments = new ArrayList<>();

    /** The number of the next write. */
    long next() {
        return this.numbers.incrementAndGet();
    }

    synchronized void record(Bid bid) {
        this.bids.add(bid);
    }

    synchronized void record(Comment comment) {
        this.comments.add(comment);
    }

    synchronized List<Bid> bids() {
        return List.copyOf(this.bids);
    }

    synchronized List<Comment> comments() {
        return List.copyOf(this.comments);
    }

    /** Writes acknowledged so far. */
    synchronized long acknowledged() {
        return this.bids.stream().filter(bid -> bid.outcome() == Outcome.ACKNOWLEDGED).count()
                + this.comments.stream().filter(comment -> comment.outcome() == Outcome.ACKNOWLEDGED).count();
    }
}
