// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.remote;

import java.util.Objects;

/**
 * Main's answer to a {@link QueryRequest}.
 *
 * @param rows the rows Hibernate's query result cache holds for the result ({@code JavaRowsCodec})
 * @param asOf the last change set of the unit's stream that main had committed before the query ran, so the result
 *             reflects it and every one before; -1 when main has no stream for the unit
 */
public record QueryAnswer(byte[] rows, long asOf) {

    public QueryAnswer {
        Objects.requireNonNull(rows, "rows");
    }
}
