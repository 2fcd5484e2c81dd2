// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.persistence.EntityManagerFactory;

import org.hibernate.dialect.Dialect;
import org.hibernate.engine.jdbc.Size;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.MappingMetamodel;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.metamodel.mapping.PluralAttributeMapping;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.type.BasicType;
import org.hibernate.type.Type;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * The tables of the replicated entities of one persistence unit, read from its Hibernate mapping, and the DDL
 * that creates them. Main reads its snapshots through it; an edge creates its replica store from it
 * ({@code ReplicaStoreTables} in the apply package).
 * <p>
 * Names and types come from the mapping and the persistence unit's dialect, so the deployment's own persistence
 * unit, pointed at the replica store, reads the tables unchanged. Only primary keys are created: no foreign keys
 * (main enforced them; a snapshot loads entity by entity) and no unique constraints or indexes (a replica is
 * written only by apply; the deployment may add indexes of its own). Collection tables are not replicated.
 * Immutable and thread-safe.
 */
public final class ReplicaSchema {

    private final Map<String, ReplicaTable> tablesByName;
    private final Map<String, ReplicaTable> tablesByAlias;
    private final Map<String, ReplicaTable> followedByAlias;

    private ReplicaSchema(List<ReplicaTable> tables, List<ReplicaTable> followed) {
        Map<String, ReplicaTable> byName = new LinkedHashMap<>();
        for (ReplicaTable table : tables) {
            byName.put(table.entityName(), table);
        }
        this.tablesByName = byName;
        this.tablesByAlias = byAlias(tables);
        this.followedByAlias = byAlias(followed);
    }

    private static Map<String, ReplicaTable> byAlias(List<ReplicaTable> tables) {
        Map<String, ReplicaTable> byAlias = new LinkedHashMap<>();
        for (ReplicaTable table : tables) {
            byAlias.put(table.entityName(), table);
            if (table.jpaEntityName() != null) {
                byAlias.putIfAbsent(table.jpaEntityName(), table);
            }
        }
        return byAlias;
    }

    /**
     * The schema of the given entities of a persistence unit.
     *
     * @param emf                 the persistence unit (a Hibernate {@code SessionFactory})
     * @param replicatedEntities  the replicated entities by class name or entity name
     * @throws IllegalArgumentException naming every entity that is unknown or cannot be replicated
     */
    public static ReplicaSchema of(EntityManagerFactory emf, Collection<String> replicatedEntities) {
        SessionFactoryImplementor factory = emf.unwrap(SessionFactoryImplementor.class);
        return of(factory.getMappingMetamodel(), factory.getJdbcServices().getDialect(), replicatedEntities, Set.of());
    }

    /**
     * The schema of the entities a deployment's descriptor replicates, in its persistence unit: what main snapshots
     * and an edge stores; with the tables of the entities it follows, which an edge does not store.
     *
     * @throws IllegalArgumentException naming every entity that is unknown or cannot be replicated
     */
    public static ReplicaSchema of(EntityManagerFactory emf, OutpostDescriptor descriptor) {
        SessionFactoryImplementor factory = emf.unwrap(SessionFactoryImplementor.class);
        List<String> replicated = descriptor.replicatedEntities().stream().map(ReplicatedEntity::className).toList();
        ReplicaSchema schema = of(factory.getMappingMetamodel(), factory.getJdbcServices().getDialect(), replicated,
                descriptor.replicatedEntities().stream().filter(entity -> entity.update() == UpdateMode.INVALIDATE)
                        .map(ReplicatedEntity::className).collect(Collectors.toSet()));
        List<ReplicaTable> followed = new ArrayList<>();
        for (String className : descriptor.followedEntities()) {
            EntityPersister persister = replicated.contains(className) ? null
                    : factory.getMappingMetamodel().findEntityDescriptor(className);
            if (persister != null) {
                Set<String> names = new LinkedHashSet<>(List.of(persister.getEntityName()));
                names.addAll(persister.getSubclassEntityNames());
                for (String name : names) {
                    followed.add(table(factory.getMappingMetamodel().getEntityDescriptor(name), factory.getMappingMetamodel(),
                            factory.getJdbcServices().getDialect(), false));
                }
            }
        }
        return new ReplicaSchema(new ArrayList<>(schema.tables()), followed);
    }

    /**
     * The schema of the given entities of a mapping, with SQL types of {@code dialect}.
     *
     * @param refetched the entities among them replicated in {@code invalidate} mode, by the same names
     * @throws IllegalArgumentException naming every entity that is unknown or cannot be replicated
     */
    public static ReplicaSchema of(MappingMetamodel metamodel, Dialect dialect, Collection<String> replicatedEntities,
            Set<String> refetched) {
        List<ReplicaTable> tables = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String name : new LinkedHashSet<>(replicatedEntities)) {
            EntityPersister persister = metamodel.findEntityDescriptor(name);
            if (persister == null) {
                String imported = metamodel.getImportedName(name);
                persister = imported == null ? null : metamodel.findEntityDescriptor(imported);
            }
            if (persister == null) {
                problems.add("Entity " + name + " is not an entity of this persistence unit");
                continue;
            }
            if (persister.getSuperMappingType() != null || persister.hasSubclasses()
                    || persister.getPropertySpaces().length > 1) {
                problems.add("Entity " + name + " uses inheritance or secondary tables, which replication does not"
                        + " support yet; replicate a single-table entity");
                continue;
            }
            ReplicaTable table = table(persister, metamodel, dialect, refetched.contains(name));
            if (table.refetched() && !RowKeys.supports(table)) {
                problems.add("Entity " + name + " cannot use update=\"invalidate\": edges fetch its rows from main by"
                        + " id, which needs a single-column id of a whole-number, string or UUID type");
                continue;
            }
            tables.add(table);
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        return new ReplicaSchema(tables, List.of());
    }

    private static ReplicaTable table(EntityPersister persister, MappingMetamodel metamodel, Dialect dialect,
            boolean refetched) {
        String tableName = persister.getMappedTableDetails().getTableName();
        Set<String> seen = new LinkedHashSet<>();
        List<ReplicaColumn> ids = new ArrayList<>();
        persister.getIdentifierMapping().forEachSelectable((index, selectable) ->
                addColumn(ids, seen, selectable, tableName, metamodel, dialect));
        ReplicaColumn version = null;
        if (persister.getVersionMapping() != null) {
            List<ReplicaColumn> versions = new ArrayList<>();
            persister.getVersionMapping().forEachSelectable((index, selectable) ->
                    addColumn(versions, seen, selectable, tableName, metamodel, dialect));
            version = versions.isEmpty() ? null : versions.get(0);
        }
        List<ReplicaColumn> columns = new ArrayList<>();
        persister.forEachAttributeMapping(attribute -> {
            if (!(attribute instanceof PluralAttributeMapping)) {
                attribute.forEachSelectable((index, selectable) ->
                        addColumn(columns, seen, selectable, tableName, metamodel, dialect));
            }
        });
        Class<?> idJavaType = ids.size() == 1 ? persister.getIdentifierMapping().getJavaType().getJavaTypeClass() : null;
        String jpaName = metamodel.getTypeConfiguration().getSessionFactory().getJpaMetamodel().getEntities().stream()
                .filter(type -> persister.getMappedClass().equals(type.getJavaType()))
                .map(type -> type.getName()).findFirst().orElse(null);
        return new ReplicaTable(persister.getEntityName(), jpaName, persister.getMappedClass(), idJavaType, tableName,
                ids, version, columns, refetched);
    }

    private static void addColumn(List<ReplicaColumn> into, Set<String> seen, SelectableMapping selectable,
            String tableName, MappingMetamodel metamodel, Dialect dialect) {
        if (selectable.isFormula() || !tableName.equals(selectable.getContainingTableExpression())
                || !seen.add(ReplicaColumn.key(selectable.getSelectionExpression()))) {
            return;
        }
        JdbcMapping jdbcMapping = selectable.getJdbcMapping();
        int typeCode = jdbcMapping.getJdbcType().getDdlTypeCode();
        String sqlType = selectable.getColumnDefinition();
        if (sqlType == null || sqlType.isBlank()) {
            Integer precision = selectable.getTemporalPrecision() != null
                    ? selectable.getTemporalPrecision() : selectable.getPrecision();
            Size size = dialect.getSizeStrategy().resolveSize(jdbcMapping.getJdbcType(), jdbcMapping.getJdbcJavaType(),
                    precision, selectable.getScale(), selectable.getLength());
            sqlType = metamodel.getTypeConfiguration().getDdlTypeRegistry()
                    .getTypeName(typeCode, size, jdbcMapping instanceof BasicType<?> basic ? (Type) basic : null);
        }
        Class<?> javaType = jdbcMapping.getJavaTypeDescriptor().getJavaTypeClass();
        List<String> constants = javaType.isEnum()
                ? Arrays.stream(javaType.getEnumConstants()).map(constant -> ((Enum<?>) constant).name()).toList()
                : List.of();
        into.add(new ReplicaColumn(selectable.getSelectionExpression(), sqlType, selectable.isNullable(), typeCode,
                javaType, constants));
    }

    /** The replicated tables, in the order the entities were given. */
    public Collection<ReplicaTable> tables() {
        return tablesByName.values();
    }

    /** The table of an entity, by the entity name on the wire (Hibernate's or the JPA entity name). */
    public Optional<ReplicaTable> table(String entity) {
        return Optional.ofNullable(tablesByAlias.get(entity));
    }

    /**
     * The table on main of a followed entity (or a subclass of one), by the entity name on the wire: its changes
     * travel for the edges' query caches, and no edge stores its rows.
     */
    public Optional<ReplicaTable> followed(String entity) {
        return Optional.ofNullable(followedByAlias.get(entity));
    }

    /** The DDL creating every replicated table when absent, in the order the entities were given. */
    public List<String> createStatements() {
        List<String> statements = new ArrayList<>();
        for (ReplicaTable table : tables()) {
            statements.add(table.createStatement(table.tableName()));
        }
        return statements;
    }
}
