// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;

/**
 * A JPA named query whose results are cached at the edges ({@code <cacheable-query>} or {@code @CacheableQuery}).
 *
 * @param name          the named query, the key of this element
 * @param source        where the result is computed
 * @param refresh       what happens to a cached result when a dependency changes
 * @param invalidatedBy the entity classes whose changes refresh the result, sorted; empty means derived from the JPQL
 * @param maxEntries    the most results cached per edge, positive
 * @param maxStaleness  the oldest a cached result may be when served, measured from the last news of main that
 *                      confirmed it; empty means unbounded
 * @param whenDisconnected what an edge does with a result older than {@code maxStaleness}; empty means the
 *                      server's default
 * @param origin        where it was declared
 */
public record CacheableQuery(String name, QuerySource source, RefreshMode refresh, List<String> invalidatedBy,
                             int maxEntries, Optional<Duration> maxStaleness,
                             Optional<DisconnectedPolicy> whenDisconnected, Origin origin) {

    /** The source when none is given. */
    public static final QuerySource DEFAULT_SOURCE = QuerySource.EDGE;
    /** The refresh mode when none is given. */
    public static final RefreshMode DEFAULT_REFRESH = RefreshMode.PUSH;
    /** The cache size when none is given. */
    public static final int DEFAULT_MAX_ENTRIES = 1000;

    /** Checks the components and normalises {@code invalidatedBy}. */
    public CacheableQuery {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(refresh, "refresh");
        invalidatedBy = Names.sortedSet(invalidatedBy);
        AttributeValues.requirePositive("max-entries", maxEntries);
        maxStaleness.ifPresent(duration -> AttributeValues.requirePositive("max-staleness", duration));
        Objects.requireNonNull(whenDisconnected, "whenDisconnected");
        Objects.requireNonNull(origin, "origin");
    }

    /**
     * Returns whether the dependencies are derived from the JPQL rather than listed.
     *
     * @return {@code true} when {@code invalidatedBy} is empty
     */
    public boolean derivedDependencies() {
        return invalidatedBy.isEmpty();
    }

    CacheableQuery withOrigin(Origin newOrigin) {
        return new CacheableQuery(name, source, refresh, invalidatedBy, maxEntries, maxStaleness, whenDisconnected,
                newOrigin);
    }
}
