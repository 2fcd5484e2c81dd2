// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.hibernate.query.Query;

/**
 * Binds parameter values to a named query by the names the cache keys them with: {@code :name} for a named parameter,
 * {@code ?1} for a positional one; a collection binds a parameter list.
 */
final class QueryParameters {

    private QueryParameters() {
    }

    /** Binds every value, and the page when one was asked for ({@code firstResult} 0 and {@code maxResults} -1: none). */
    static void bind(Query<?> query, Map<String, Object> values, int firstResult, int maxResults) {
        values.forEach((parameter, value) -> bind(query, parameter, value));
        if (firstResult > 0) {
            query.setFirstResult(firstResult);
        }
        if (maxResults >= 0) {
            query.setMaxResults(maxResults);
        }
    }

    private static void bind(Query<?> query, String parameter, Object value) {
        boolean named = parameter.startsWith(":");
        if (value instanceof Collection<?> values) {
            if (named) {
                query.setParameterList(parameter.substring(1), values);
            } else {
                query.setParameterList(Integer.parseInt(parameter.substring(1)), values);
            }
        } else if (named) {
            query.setParameter(parameter.substring(1), value);
        } else {
            query.setParameter(Integer.parseInt(parameter.substring(1)), value);
        }
    }

    /** The parameter's value as a list of values when it is an array (how a parameter list travels to main). */
    static Object fromWire(Object value) {
        return value instanceof Object[] values ? List.of(values) : value;
    }
}
