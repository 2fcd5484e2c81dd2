// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One query result as the cache keeps it: the rows Hibernate's query result cache holds (the JDBC values of each
 * result row, which Hibernate turns back into entities, projections or scalars), which rows of joined entities it
 * shows, and how fresh it is.
 *
 * @param rows        Hibernate's cached form of the result, unmodifiable
 * @param heldIds     for each entity whose changes touch the results holding its rows: the ids this result holds
 *                    ({@link KeyValues comparable form})
 * @param heldUnknown the entities whose rows this result holds in a way the loader could not list (an uninitialized
 *                    proxy on the way, a composite id): any change of them touches it
 * @param asOf        the change set of main's stream this result reflects at least, -1 when unknown
 * @param loadedNanos when it was loaded ({@link System#nanoTime()})
 * @param bytes       an estimate of the memory it holds
 */
public record CachedResult(List<?> rows, Map<String, Set<Object>> heldIds, Set<String> heldUnknown, long asOf,
                           long loadedNanos, long bytes) {

    public CachedResult {
        Objects.requireNonNull(rows, "rows");
        heldIds = Map.copyOf(heldIds);
        heldUnknown = Set.copyOf(heldUnknown);
    }

    /** Whether this result holds the row of {@code entity} with id {@code id} ({@code null}: an id not known). */
    boolean holds(String entity, Object id) {
        if (heldUnknown.contains(entity) || id == null) {
            return heldUnknown.contains(entity) || heldIds.containsKey(entity);
        }
        Set<Object> ids = heldIds.get(entity);
        return ids != null && ids.contains(id);
    }
}
