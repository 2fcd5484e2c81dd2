// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Caches the results of a JPA named query at the edges; the annotation form of {@code <cacheable-query>}.
 * Place it on the class that declares the {@code @NamedQuery}; an XML element of the same name overrides it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(CacheableQueries.class)
public @interface CacheableQuery {

    /**
     * The name of the JPA named query.
     *
     * @return the query name
     */
    String name();

    /**
     * Where the result is computed.
     *
     * @return the source, {@link QuerySource#EDGE} by default
     */
    QuerySource source() default QuerySource.EDGE;

    /**
     * What happens to a cached result when an entity it depends on changes.
     *
     * @return the refresh mode, {@link RefreshMode#PUSH} by default
     */
    RefreshMode refresh() default RefreshMode.PUSH;

    /**
     * The entities whose changes refresh the cached results, replacing those derived from the JPQL.
     *
     * @return entity classes; empty (the default) derives them from the JPQL
     */
    Class<?>[] invalidatedBy() default {};

    /**
     * The most results cached per edge for this query.
     *
     * @return a positive number, 1000 by default
     */
    int maxEntries() default 1000;

    /**
     * The oldest a cached result may be when served, as an ISO-8601 duration, counted from the last time the edge
     * knew it matched main (its load, or the last news from main's change stream).
     *
     * @return a duration such as {@code PT30S}; empty (the default) means unbounded
     */
    String maxStaleness() default "";

    /**
     * What an edge does with a cached result older than {@link #maxStaleness()}.
     *
     * @return the policy, {@link WhenDisconnected#SERVER_DEFAULT} by default
     */
    WhenDisconnected whenDisconnected() default WhenDisconnected.SERVER_DEFAULT;
}
