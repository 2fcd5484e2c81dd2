// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.remote;

import java.util.List;
import java.util.Objects;

/**
 * What an edge asks main: run one {@code source="main"} cacheable query of a persistence unit with these parameter
 * values and this page, and answer with the rows Hibernate's query result cache would hold.
 *
 * @param unit            the persistence unit's scoped name, the same on main and edges (the same EAR)
 * @param query           the named query
 * @param parameterNames  the parameters, {@code :name} or {@code ?1}, in the order of {@code parameterValues}' rows
 * @param parameterValues the values, one row each ({@code JavaRowsCodec}): a value, or an array for a parameter list;
 *                        an entity as its id
 * @param firstResult     the first result asked for, 0 when none
 * @param maxResults      the most results asked for, -1 when unbounded
 */
public record QueryRequest(String unit, String query, List<String> parameterNames, byte[] parameterValues,
                           int firstResult, int maxResults) {

    public QueryRequest {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(query, "query");
        parameterNames = List.copyOf(parameterNames);
        Objects.requireNonNull(parameterValues, "parameterValues");
    }
}
