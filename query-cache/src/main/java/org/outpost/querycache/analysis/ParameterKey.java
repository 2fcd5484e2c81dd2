// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.Objects;

/**
 * A parameter the query compares with {@code =} to one column of an entity it reads, in a condition every result row
 * meets: a change to a row of that entity can only touch the results whose parameter equals the row's old or new
 * value of the column.
 *
 * @param parameter the parameter, {@code :name} or {@code ?1}
 * @param entity    the entity name whose table holds the column
 * @param path      the path the query compares, such as {@code i.category.id}
 * @param column    the column, as the change stream names it
 */
public record ParameterKey(String parameter, String entity, String path, String column) {

    public ParameterKey {
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(column, "column");
    }

    @Override
    public String toString() {
        return parameter + " = " + path;
    }
}
