// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.wan.study.Progress;
import org.outpost.wan.study.Site;

/**
 * How the suite writes: a bid or a comment through one server's pages, recorded in the {@link Ledger} with what the
 * page said, counted in the {@link RequestTally}, and, when an edge acknowledged it, read back at once from that edge
 * with the writer's cookies: the read must show the write (its bookmark makes the edge wait for it) unless the edge
 * marked the page stale or main served it (the edge's {@code when-disconnected} policy at work: each edge's requests
 * are also counted under its policy). Thread-safe.
 */
final class Writes {

    /** What each edge's requests are counted as under its policy, each name followed by {@link #suffix}. */
    private static final List<String> POLICY_FIGURES = List.of("requests", "requests_failed", "requests_served_stale",
            "requests_served_by_main", "requests_refused");

    private final Ledger ledger;
    private final RequestTally tally;
    private final Baseline baseline;
    private final Progress progress;
    private final Map<Site, DisconnectedPolicy> policies;
    private final List<Integer> items;
    private final List<Integer> users;
    /** The highest bid known on each item, so that a new bid is likely above the item's minimum. */
    private final Map<Integer, Double> prices = new ConcurrentHashMap<>();

    /** @param policies each edge's {@code when-disconnected} policy */
    Writes(Ledger ledger, RequestTally tally, Baseline baseline, Map<Site, DisconnectedPolicy> policies, Progress progress) {
        this.ledger = ledger;
        this.tally = tally;
        this.baseline = baseline;
        this.policies = Map.copyOf(policies);
        this.progress = progress;
        for (DisconnectedPolicy policy : this.policies.values()) {
            for (String figure : POLICY_FIGURES) {
                tally.expect(figure + suffix(policy));
            }
        }
        this.items = baseline.itemIds();
        this.users = baseline.userIds();
    }

    Baseline baseline() {
        return this.baseline;
    }

    /** A bid or a comment (even odds) on a random item by a random user. */
    void any(RubisClient client, Site via, Random random) throws InterruptedException {
        int item = this.items.get(random.nextInt(this.items.size()));
        int user = this.users.get(random.nextInt(this.users.size()));
        if (random.nextBoolean()) {
            bid(client, via, item, user, random);
        } else {
            comment(client, via, item, user, this.users.get(random.nextInt(this.users.size())), random);
        }
    }

    /** A bid on {@code item} by {@code user}, a little above the highest bid known. */
    void bid(RubisClient client, Site via, int item, int user, Random random) throws InterruptedException {
        long number = this.ledger.next();
        double amount = Math.floor(this.prices.getOrDefault(item, this.baseline.items().get(item).price())) + 1 + random.nextInt(10);
        RubisClient.Answer answer = client.storeBid(item, user, amount, Ledger.BID_MARKER + number);
        Ledger.Outcome outcome = outcome(via, answer);
        this.ledger.record(new Ledger.Bid(number, via, item, user, amount, outcome));
        if (outcome != Ledger.Outcome.ACKNOWLEDGED) {
            return;
        }
        this.prices.merge(item, amount, Math::max);
        if (via.isEdge()) {
            RubisClient.Answer read = client.viewItem(item);
            OptionalDouble shown = RubisClient.currently(read.body());
            checkRead(via, read, shown.isPresent() && shown.getAsDouble() >= amount, "bid " + number + " of " + amount
                    + " on item " + item + ", page shows " + (shown.isPresent() ? shown.getAsDouble() : "no price"));
        }
    }

    /** A comment from {@code from} on {@code to} about {@code item}, rated at random. */
    void comment(RubisClient client, Site via, int item, int from, int to, Random random) throws InterruptedException {
        long number = this.ledger.next();
        int rating = random.nextInt(11) - 5;
        Ledger.Comment comment = new Ledger.Comment(number, via, from, to, item, rating, null);
        RubisClient.Answer answer = client.storeComment(from, to, item, rating, comment.text());
        Ledger.Outcome outcome = outcome(via, answer);
        this.ledger.record(new Ledger.Comment(number, via, from, to, item, rating, outcome));
        if (outcome == Ledger.Outcome.ACKNOWLEDGED && via.isEdge()) {
            RubisClient.Answer read = client.viewUserInfo(to);
            checkRead(via, read, read.body().contains(comment.text()), "comment " + number + " on user " + to);
        }
    }

    private Ledger.Outcome outcome(Site via, RubisClient.Answer answer) {
        this.tally.count("requests");
        boolean failed = !answer.stored() && !answer.refused();
        countUnderPolicy(via, answer, failed);
        if (answer.stored()) {
            this.tally.count("writes_acknowledged");
            return Ledger.Outcome.ACKNOWLEDGED;
        }
        if (answer.refused()) {
            this.tally.count("writes_refused_by_rubis");
            return Ledger.Outcome.REFUSED;
        }
        this.tally.count("requests_failed");
        if (answer.status() == 0) {
            this.tally.count(via.isEdge() ? "requests_failed_edge_unreachable" : "requests_failed_main_unreachable");
        } else {
            this.tally.count(via.isEdge() ? "requests_failed_edge_status_" + answer.status() : "requests_failed_main_status_" + answer.status());
        }
        return Ledger.Outcome.UNCERTAIN;
    }

    /**
     * A read of what an edge acknowledged, with the write's bookmark: it shows the write, or is marked stale. A write
     * main served for the edge (policy {@code forward}) gives the same bookmark as a forwarded call, and main serving
     * the read shows the write too.
     */
    private void checkRead(Site via, RubisClient.Answer read, boolean showsTheWrite, String what) {
        this.tally.count("reads_after_write");
        countUnderPolicy(via, read, read.status() != 200);
        if (read.status() != 200) {
            this.tally.count("reads_after_write_failed");
        } else if (read.stale() && !read.forwarded()) {
            this.tally.count("reads_served_stale_by_policy");
        } else if (!showsTheWrite) {
            this.tally.count(Figures.STALE_READS);
            this.progress.say("STALE READ on " + via.id() + ", older than its bookmark: " + what);
        }
    }

    /**
     * Counts a request to an edge under the edge's policy ({@code _policy_serve_stale}, ...): every request, those
     * that failed, those the edge served stale, had main serve ({@code forward}) or refused by its policy.
     */
    private void countUnderPolicy(Site via, RubisClient.Answer answer, boolean failed) {
        if (!via.isEdge()) {
            return;
        }
        String policy = suffix(this.policies.get(via));
        this.tally.count("requests" + policy);
        if (failed) {
            this.tally.count("requests_failed" + policy);
        }
        if (answer.forwarded()) {
            this.tally.count("requests_served_by_main" + policy);
        } else if (answer.stale() && answer.status() == 200) {
            this.tally.count("requests_served_stale" + policy);
        }
        if (answer.refusedByPolicy()) {
            this.tally.count("requests_refused" + policy);
        }
    }

    private static String suffix(DisconnectedPolicy policy) {
        return "_policy_" + policy.token().replace('-', '_');
    }
}
