// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The entity and column names of the change sets a codec decodes, one instance of each: every decoded row refers to
 * the instance of its names first decoded rather than to copies of its own, so that a backlog's rows share a few
 * strings (which the edge's apply looks up row after row) instead of carrying two objects per column each. At most
 * {@link #MAX_NAMES} names are kept; others are used as decoded. Thread-safe.
 */
final class DecodedNames {

    /** Far more than the entities and columns of a stream. */
    static final int MAX_NAMES = 4096;

    private final Map<String, String> names = new ConcurrentHashMap<>();

    /** The instance of {@code name} this table hands out. */
    String shared(String name) {
        String known = names.get(name);
        if (known != null) {
            return known;
        }
        if (names.size() >= MAX_NAMES) {
            return name;
        }
        known = names.putIfAbsent(name, name);
        return known == null ? name : known;
    }
}
