// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The cached query running on this thread, between {@link CachedQuery} and Hibernate's calls into
 * {@link OutpostQueryResultsCache}: the rows to serve, or the place to capture the rows of a load.
 */
final class CacheExecution implements AutoCloseable {

    private static final ThreadLocal<CacheExecution> CURRENT = new ThreadLocal<>();

    private final List<?> serve;
    private final CacheExecution previous;
    private List<?> captured;

    private CacheExecution(List<?> serve) {
        this.serve = serve;
        this.previous = CURRENT.get();
        CURRENT.set(this);
    }

    /** An execution that Hibernate serves from these cached rows, without SQL. */
    static CacheExecution serving(List<?> rows) {
        return new CacheExecution(rows);
    }

    /** An execution that runs the SQL and captures the rows Hibernate would cache. */
    static CacheExecution loading() {
        return new CacheExecution(null);
    }

    /** The execution running on this thread, {@code null} when none. */
    static CacheExecution current() {
        return CURRENT.get();
    }

    /** The rows to serve, {@code null} for a load. */
    List<?> rowsToServe() {
        return serve;
    }

    /** Keeps the rows Hibernate puts; returns whether this execution is a load. */
    boolean capture(List<?> rows) {
        if (serve != null) {
            return false;
        }
        captured = Collections.unmodifiableList(new ArrayList<>(rows));
        return true;
    }

    /** The rows a load captured, {@code null} when Hibernate put none. */
    List<?> captured() {
        return captured;
    }

    @Override
    public void close() {
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }
}
