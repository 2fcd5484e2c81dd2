// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The container of repeated {@link CacheableQuery} annotations on one class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface CacheableQueries {

    /**
     * The repeated annotations.
     *
     * @return one annotation per cached named query
     */
    CacheableQuery[] value();
}
