// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

/** How the cached results of a query follow the changes of what it reads. */
public enum Classification {
    /**
     * A change to a row touches only the results whose parameters match the row's old or new values, or that hold the
     * row.
     */
    MAINTAINED_PER_PARAMETER("maintained per parameter"),
    /** A change to a row of some entity it reads touches every cached result of the query. */
    INVALIDATED_PER_ENTITY_TYPE("invalidated per entity type"),
    /**
     * A {@code source="main"} query the cache cannot follow: not cached; it runs at the edge on {@code invalidate}-mode
     * replicas of the entities it reads, fetched from main when they changed.
     */
    SERVED_FROM_REPLICAS("served at the edge from invalidate-mode replicas"),
    /** The query cannot be cached; the deployment fails. */
    REFUSED("refused");

    private final String text;

    Classification(String text) {
        this.text = text;
    }

    /** How the deploy-time report says it. */
    public String text() {
        return text;
    }
}
