// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

/**
 * What a stream of changes evicted from two caches holding the same {@code entries} results: Outpost's, maintained
 * per parameter, and a table-level one (Hibernate's query cache), by kind of change. Filled by one thread.
 */
final class Evictions {

    final int entries;
    int bids;
    int newItems;
    long perParameterOnBids;
    long perParameterOnNewItems;
    long tableLevelOnBids;
    long tableLevelOnNewItems;
    /** Reads whose result at the edge differed from main's after a change. */
    long differingResults;

    Evictions(int entries) {
        this.entries = entries;
    }

    void count(RubisChange change, long perParameter, long tableLevel, int differing) {
        differingResults += differing;
        if (change instanceof RubisChange.NewBid) {
            bids++;
            perParameterOnBids += perParameter;
            tableLevelOnBids += tableLevel;
        } else {
            newItems++;
            perParameterOnNewItems += perParameter;
            tableLevelOnNewItems += tableLevel;
        }
    }

    int changes() {
        return bids + newItems;
    }

    double perParameterPerChange() {
        return ratio(perParameterOnBids + perParameterOnNewItems, changes());
    }

    double tableLevelPerChange() {
        return ratio(tableLevelOnBids + tableLevelOnNewItems, changes());
    }

    static double ratio(double of, double per) {
        return per == 0 ? 0 : of / per;
    }
}
