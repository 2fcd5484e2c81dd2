// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

/**
 * Sorts a link's connections into kinds by the first bytes their client sends, so that a link's counters can also be
 * read per kind ({@link LinkCounters#snapshot(String)}): e.g. a message broker's long-lived connection apart from
 * request/response connections to the same port. Called once per connection, on the thread reading the client.
 */
@FunctionalInterface
public interface ConnectionClassifier {

    /** Every connection is of the one kind {@code ""}. */
    ConnectionClassifier NONE = head -> "";

    /**
     * The kind of a connection whose client sent {@code head} first (the proxy's first read of it, at most 16 KiB;
     * an HTTP request's head usually arrives whole); never null.
     */
    String kindOf(byte[] head);
}
