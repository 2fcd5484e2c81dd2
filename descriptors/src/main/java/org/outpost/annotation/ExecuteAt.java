// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Says where the business methods of an EJB run: on a bean class for all its methods, on a method for that
 * method; the annotation form of {@code <facade>} and {@code <method>}. Methods of a bean without it run where called.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface ExecuteAt {

    /**
     * Where the method runs.
     *
     * @return the site
     */
    Site value();
}
