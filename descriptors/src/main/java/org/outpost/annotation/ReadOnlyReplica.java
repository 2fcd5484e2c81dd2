// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Replicates this JPA entity read-only to every edge; the annotation form of {@code <replicated-entity>}.
 * An element of {@code META-INF/outpost.xml} for the same class overrides it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ReadOnlyReplica {

    /**
     * How changes reach the edges.
     *
     * @return the update mode, {@link UpdateMode#ASYNC} by default
     */
    UpdateMode update() default UpdateMode.ASYNC;

    /**
     * The persistent fields to replicate.
     *
     * @return field names; empty (the default) replicates all fields
     */
    String[] fields() default {};

    /**
     * The longest time an edge may serve this entity without news from main, as an ISO-8601 duration.
     *
     * @return a duration such as {@code PT30S}; empty (the default) means unbounded
     */
    String maxStaleness() default "";

    /**
     * What an edge does with a read while it has lost the change stream.
     *
     * @return the policy, {@link WhenDisconnected#SERVER_DEFAULT} by default
     */
    WhenDisconnected whenDisconnected() default WhenDisconnected.SERVER_DEFAULT;
}
