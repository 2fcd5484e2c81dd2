// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

/**
 * Loads a result on the reading thread, in the reader's session and transaction.
 *
 * @param <T> what the reader gets besides the result to cache
 */
@FunctionalInterface
public interface Loader<T> {

    /** Runs the query; throws what it throws. */
    Loaded<T> load();
}
