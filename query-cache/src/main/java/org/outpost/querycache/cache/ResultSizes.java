// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.math.BigDecimal;
import java.util.List;

/** A rough estimate of the heap a cached result holds, for the cache's memory bound. */
public final class ResultSizes {

    private static final long REFERENCE = 8;
    private static final long OBJECT = 16;

    private ResultSizes() {
    }

    /** The bytes of Hibernate's cached form of a result: a list of rows, each an array of values or one value. */
    public static long of(List<?> rows) {
        long bytes = OBJECT + REFERENCE * rows.size();
        for (Object row : rows) {
            if (row instanceof Object[] values) {
                bytes += OBJECT + REFERENCE * values.length;
                for (Object value : values) {
                    bytes += value(value);
                }
            } else {
                bytes += value(row);
            }
        }
        return bytes;
    }

    private static long value(Object value) {
        if (value == null) {
            return 0;
        }
        if (value instanceof String text) {
            return 40 + 2L * text.length();
        }
        if (value instanceof byte[] bytes) {
            return OBJECT + bytes.length;
        }
        if (value instanceof BigDecimal) {
            return 40;
        }
        return value instanceof Number || value instanceof Boolean ? OBJECT + 8 : 32;
    }
}
