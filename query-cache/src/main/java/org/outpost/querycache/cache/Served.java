// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Optional;

/**
 * What a read gets: the cached result, and the caller's own value when this very read loaded it.
 *
 * @param result the cached result, to be turned into the caller's entities
 * @param loaded the value of the load this read ran, empty when it was served from the cache or by another read's load
 * @param <T>    the caller's value type
 */
public record Served<T>(CachedResult result, Optional<T> loaded) {
}
