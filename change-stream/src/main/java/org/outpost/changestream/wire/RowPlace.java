// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

/**
 * Where a row is in a payload, put into words only when an error names it: "row 2 (Item)" in a payload of one change
 * set, "change set 42 row 2 (Item)" in a change batch.
 *
 * @param changeSet the sequence of the row's change set in a batch, 0 in a payload of one change set
 * @param row       the row's index in its change set
 */
record RowPlace(long changeSet, int row) {

    /** The row, without its entity. */
    String text() {
        return (changeSet > 0 ? "change set " + changeSet + " " : "") + "row " + row;
    }

    /** The row of {@code entity}, then {@code part} of it ({@code ""}, {@code " id"}, {@code " before"}). */
    String of(String entity, String part) {
        return text() + " (" + entity + ")" + part;
    }
}
