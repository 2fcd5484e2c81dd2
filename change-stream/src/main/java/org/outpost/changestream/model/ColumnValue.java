// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import java.util.Objects;

/**
 * One column of a row and its value; an {@code @Embedded} attribute contributes one column per field and a
 * {@code @ManyToOne} its foreign-key column holding the referenced id.
 */
public record ColumnValue(String column, Value value) {

    public ColumnValue {
        if (column == null || column.isBlank()) {
            throw new IllegalArgumentException("A column value needs a column name");
        }
        Objects.requireNonNull(value, () -> "value of column " + column);
    }

    /** The column with the {@linkplain Value#of(Object) value} of a Java attribute. */
    public static ColumnValue of(String column, Object javaValue) {
        return new ColumnValue(column, Value.of(javaValue));
    }
}
