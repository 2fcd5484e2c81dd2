// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.hibernate.type.SqlTypes;

/**
 * One column of a replicated table as the deployment's mapping defines it: the physical name, the SQL type the
 * replica store gets, and what apply needs to bind a {@link org.outpost.changestream.model.Value} to it.
 *
 * @param name          the column name exactly as the mapping renders it (quoted if the mapping quotes it)
 * @param sqlType       the column type in the replica store's SQL, from the mapping's dialect
 * @param nullable      whether the column accepts NULL
 * @param typeCode      Hibernate's DDL type code ({@link org.hibernate.type.SqlTypes}), which decides the binding
 * @param javaType      the Java type of the mapped attribute (the referenced id's type for a foreign key)
 * @param enumConstants for an enum attribute, its constants in declaration order (ordinal mappings need them);
 *                      empty otherwise
 */
public record ReplicaColumn(String name, String sqlType, boolean nullable, int typeCode, Class<?> javaType,
                            List<String> enumConstants) {

    public ReplicaColumn {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sqlType, () -> "SQL type of column " + name);
        Objects.requireNonNull(javaType, () -> "Java type of column " + name);
        enumConstants = List.copyOf(enumConstants);
    }

    /** The column definition in a CREATE TABLE statement. */
    public String definition() {
        return name + " " + sqlType + (nullable ? "" : " not null");
    }

    /**
     * Whether the column stores a number whatever the attribute's type: an enum then travels by ordinal, a
     * {@code Duration} as nanoseconds.
     */
    public boolean numeric() {
        return switch (typeCode) {
            case SqlTypes.TINYINT, SqlTypes.SMALLINT, SqlTypes.INTEGER, SqlTypes.BIGINT, SqlTypes.NUMERIC,
                    SqlTypes.DECIMAL -> true;
            default -> false;
        };
    }

    /** The key under which change-stream column names are matched: unquoted, lower case. */
    public static String key(String columnName) {
        String name = columnName.trim();
        if (name.length() > 1 && (name.startsWith("\"") || name.startsWith("`") || name.startsWith("["))) {
            name = name.substring(1, name.length() - 1);
        }
        return name.toLowerCase(Locale.ROOT);
    }
}
