// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Map;

/**
 * Reloads a result off the request path, for a push refresh: on the refresher thread of a {@link ResultCache}, with
 * no caller's transaction. Implemented by the Hibernate side, which runs the named query in a session of its own.
 */
@FunctionalInterface
public interface Reloader {

    /**
     * Loads the result of {@code key} again.
     *
     * @param key   the result to reload
     * @param bound the parameter values as the application bound them
     * @return the fresh result
     * @throws RuntimeException when the query fails; the result stays stale and its next reader loads it
     */
    CachedResult reload(EntryKey key, Map<String, Object> bound);
}
