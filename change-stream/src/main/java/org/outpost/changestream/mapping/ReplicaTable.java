// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The table of one replicated entity: its id columns, its {@code @Version} column if any, and its other columns
 * (basic attributes, flattened {@code @Embedded} fields, {@code @ManyToOne} foreign keys).
 *
 * @param entityName    Hibernate's entity name (the class name unless mapped otherwise); the name on the wire
 * @param jpaEntityName the JPA entity name, accepted on the wire as well
 * @param entityClass   the mapped class, for cache eviction
 * @param idJavaType    the Java type of a single-column id, {@code null} for a composite id
 * @param tableName     the table name exactly as the mapping renders it
 * @param idColumns     the primary-key columns
 * @param versionColumn the {@code @Version} column, {@code null} for an unversioned entity
 * @param columns       every other column
 * @param refetched     whether the entity is replicated in {@code invalidate} mode: its changes carry keys only, so
 *                      an edge marks the row stale (its stream's {@code …stale_rows} table) and fetches it from main when read
 */
public record ReplicaTable(String entityName, String jpaEntityName, Class<?> entityClass, Class<?> idJavaType,
                           String tableName, List<ReplicaColumn> idColumns, ReplicaColumn versionColumn,
                           List<ReplicaColumn> columns, boolean refetched) {

    public ReplicaTable {
        Objects.requireNonNull(entityName, "entityName");
        Objects.requireNonNull(tableName, () -> "table of " + entityName);
        idColumns = List.copyOf(idColumns);
        columns = List.copyOf(columns);
        if (idColumns.isEmpty()) {
            throw new IllegalArgumentException("Entity " + entityName + " has no id column");
        }
    }

    /** Every column: id columns first, then the version column, then the others. */
    public List<ReplicaColumn> allColumns() {
        List<ReplicaColumn> all = new ArrayList<>(idColumns);
        if (versionColumn != null) {
            all.add(versionColumn);
        }
        all.addAll(columns);
        return Collections.unmodifiableList(all);
    }

    /** The column a change-stream column name designates (matched without quotes, case-insensitively). */
    public Optional<ReplicaColumn> column(String name) {
        return Optional.ofNullable(byKey().get(ReplicaColumn.key(name)));
    }

    private Map<String, ReplicaColumn> byKey() {
        Map<String, ReplicaColumn> map = new LinkedHashMap<>();
        for (ReplicaColumn column : allColumns()) {
            map.put(ReplicaColumn.key(column.name()), column);
        }
        return map;
    }

    /** {@code CREATE TABLE IF NOT EXISTS} for this table, or for a table of the same shape under another name. */
    public String createStatement(String name) {
        return "create table if not exists " + name + " ("
                + allColumns().stream().map(ReplicaColumn::definition).collect(Collectors.joining(", "))
                + ", primary key (" + idColumns.stream().map(ReplicaColumn::name).collect(Collectors.joining(", "))
                + "))";
    }

    /** The name of the shadow table a snapshot is loaded into before it replaces this table's rows. */
    public String shadowTableName() {
        int dot = tableName.lastIndexOf('.');
        String schema = dot < 0 ? "" : tableName.substring(0, dot + 1);
        String table = tableName.substring(dot + 1);
        char first = table.charAt(0);
        if (first == '"' || first == '`') {
            return schema + first + "outpost_snap_" + table.substring(1);
        }
        return schema + "outpost_snap_" + table;
    }
}
