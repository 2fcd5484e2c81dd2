// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Objects;

/**
 * What a load on the request path produced: the result to cache, and what the loading caller returns (its own
 * entities, already built from the database).
 *
 * @param result the result to cache
 * @param value  the caller's value
 * @param <T>    the caller's value type
 */
public record Loaded<T>(CachedResult result, T value) {

    public Loaded {
        Objects.requireNonNull(result, "result");
    }
}
