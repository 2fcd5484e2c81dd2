// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

/** A generated dataset: writes every table of a sample's schema into a sink, in dependency order. */
@FunctionalInterface
public interface RowSource {

    /** Writes every table; the same source writes the same rows in the same order each time. */
    void writeTo(RowSink sink) throws Exception;
}
