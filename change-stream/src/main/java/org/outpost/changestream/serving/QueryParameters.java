// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.UUID;

/** Reads the replay query parameters; every failure is an {@link IllegalArgumentException} naming the parameter. */
final class QueryParameters {

    private QueryParameters() {
    }

    /** A required UUID. */
    static UUID uuid(Map<String, List<String>> query, String name) {
        String text = required(query, name);
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Query parameter '" + name + "' must be a UUID, got '" + text + "'");
        }
    }

    /** A number from 1 up; {@code fallback} when absent, required when {@code fallback} is null. */
    static long positiveLong(Map<String, List<String>> query, String name, Long fallback) {
        String text = first(query, name);
        if ((text == null || text.isEmpty()) && fallback != null) {
            return fallback;
        }
        text = required(query, name);
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Query parameter '" + name + "' must be a whole number, got '"
                    + text + "'");
        }
        if (value < 1) {
            throw new IllegalArgumentException("Query parameter '" + name + "' must be 1 or more, got " + value);
        }
        return value;
    }

    /** An optional numbering fingerprint, eight hex digits ({@link org.outpost.changestream.http.ChangeStreamPaths#schemaText}). */
    static OptionalInt schema(Map<String, List<String>> query, String name) {
        String text = first(query, name);
        if (text == null || text.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            if (text.length() == 8) {
                return OptionalInt.of(Integer.parseUnsignedInt(text, 16));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("Query parameter '" + name + "' must be eight hex digits, got '" + text + "'");
    }

    private static String first(Map<String, List<String>> query, String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** A required parameter's first value. */
    static String required(Map<String, List<String>> query, String name) {
        String text = first(query, name);
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("Query parameter '" + name + "' is missing");
        }
        return text;
    }
}
