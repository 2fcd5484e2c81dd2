// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What identifies one cached result: the query, its parameter values ({@link KeyValues comparable form}) and the
 * page.
 *
 * @param query       the named query
 * @param parameters  each parameter ({@code :name} or {@code ?1}) and its value
 * @param firstResult the first result asked for, 0 when none
 * @param maxResults  the most results asked for, -1 when unbounded
 */
public record EntryKey(String query, Map<String, Object> parameters, int firstResult, int maxResults) {

    public EntryKey {
        Objects.requireNonNull(query, "query");
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters));
    }
}
