// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.sql.Types;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.hibernate.HibernateException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.metamodel.mapping.AttributeMapping;
import org.hibernate.metamodel.mapping.BasicValuedModelPart;
import org.hibernate.metamodel.mapping.EmbeddableMappingType;
import org.hibernate.metamodel.mapping.EmbeddableValuedModelPart;
import org.hibernate.metamodel.mapping.EntityIdentifierMapping;
import org.hibernate.metamodel.mapping.ForeignKeyDescriptor;
import org.hibernate.metamodel.mapping.ModelPart;
import org.hibernate.metamodel.mapping.NonAggregatedIdentifierMapping;
import org.hibernate.metamodel.mapping.PluralAttributeMapping;
import org.hibernate.metamodel.mapping.internal.ToOneAttributeMapping;
import org.hibernate.persister.entity.EntityPersister;
import org.outpost.changestream.mapping.EntityReplication;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * Turns the state Hibernate flushes into {@link RowChange}s, reading column names from the entity's mapping model:
 * embeddables flattened, to-one associations as their foreign-key columns holding the referenced key, collections
 * (other tables) left out, a numeric {@code @Version} as {@link RowChange#version()} rather than a column.
 * Values are the domain values ({@link Value#of}); a {@code java.util.Date} or {@code Calendar} becomes a date, a time
 * or an instant by its column's JDBC type, so a value reads the same before and after a reload.
 */
final class RowChanges {

    private RowChanges() {
    }

    static RowChange insert(EntityReplication plan, EntityPersister persister, Object id, Object[] state,
                            SharedSessionContractImplementor session) {
        List<ColumnValue> columns = new ArrayList<>();
        if (!plan.keysOnly()) {
            Map<String, Value> values = new LinkedHashMap<>();
            for (int i = 0; i < persister.getNumberOfAttributeMappings(); i++) {
                AttributeMapping attribute = persister.getAttributeMapping(i);
                if (include(plan, persister, attribute) && attribute.getAttributeMetadata().isInsertable()) {
                    addColumns(plan, attribute, state[attribute.getStateArrayPosition()], values, session);
                }
            }
            values.forEach((column, value) -> columns.add(new ColumnValue(column, value)));
        }
        return RowChange.insert(plan.entityName(), idColumns(plan, persister, id, session), version(persister, state), columns);
    }

    /** The update of the dirty replicated columns; {@code null} when none of them changed. */
    static RowChange update(EntityReplication plan, EntityPersister persister, Object id, Object[] state,
                            Object[] oldState, int[] dirty, Object entity, SharedSessionContractImplementor session) {
        int[] changed = dirty;
        if (changed == null) {
            changed = oldState == null ? null : persister.findDirty(state, oldState, entity, session);
        }
        Map<String, Value> values = new LinkedHashMap<>();
        boolean any = false;
        for (int i = 0; i < persister.getNumberOfAttributeMappings(); i++) {
            AttributeMapping attribute = persister.getAttributeMapping(i);
            if ((changed == null || contains(changed, attribute.getStateArrayPosition()))
                    && include(plan, persister, attribute) && attribute.getAttributeMetadata().isUpdatable()) {
                any = true;
                if (!plan.keysOnly()) {
                    addColumns(plan, attribute, state[attribute.getStateArrayPosition()], values, session);
                }
            }
        }
        if (!any || (!plan.keysOnly() && values.isEmpty())) {
            return null;
        }
        List<ColumnValue> columns = new ArrayList<>();
        values.forEach((column, value) -> columns.add(new ColumnValue(column, value)));
        return RowChange.update(plan.entityName(), idColumns(plan, persister, id, session), version(persister, state), columns);
    }

    static RowChange delete(EntityReplication plan, EntityPersister persister, Object id, Object[] deletedState,
                            SharedSessionContractImplementor session) {
        return RowChange.delete(plan.entityName(), idColumns(plan, persister, id, session),
                deletedState == null ? null : version(persister, deletedState));
    }

    /**
     * The values of {@code columns} in the state before an update or delete; empty when Hibernate did not give that
     * state (an edge then treats the row's keys as unknown).
     */
    static List<ColumnValue> before(EntityReplication plan, EntityPersister persister, Object[] oldState,
                                    Set<String> columns, SharedSessionContractImplementor session) {
        if (columns.isEmpty() || oldState == null) {
            return List.of();
        }
        Map<String, Value> values = new LinkedHashMap<>();
        for (int i = 0; i < persister.getNumberOfAttributeMappings(); i++) {
            AttributeMapping attribute = persister.getAttributeMapping(i);
            if (!(attribute instanceof PluralAttributeMapping)) {
                addColumns(plan, attribute, oldState[attribute.getStateArrayPosition()], values, session);
            }
        }
        List<ColumnValue> before = new ArrayList<>();
        values.forEach((column, value) -> {
            if (columns.contains(column)) {
                before.add(new ColumnValue(column, value));
            }
        });
        return before;
    }

    private static boolean include(EntityReplication plan, EntityPersister persister, AttributeMapping attribute) {
        if (attribute instanceof PluralAttributeMapping) {
            return false;
        }
        if (isNumericVersion(persister) && attribute.getStateArrayPosition() == persister.getVersionProperty()) {
            return false;
        }
        return plan.replicates(attribute.getAttributeName());
    }

    private static boolean isNumericVersion(EntityPersister persister) {
        return persister.getVersionMapping() != null
                && Number.class.isAssignableFrom(persister.getVersionMapping().getJavaType().getJavaTypeClass());
    }

    private static Long version(EntityPersister persister, Object[] state) {
        if (!isNumericVersion(persister)) {
            return null;
        }
        Object version = state[persister.getVersionProperty()];
        return version == null ? null : ((Number) version).longValue();
    }

    private static boolean contains(int[] positions, int position) {
        for (int candidate : positions) {
            if (candidate == position) {
                return true;
            }
        }
        return false;
    }

    private static List<ColumnValue> idColumns(EntityReplication plan, EntityPersister persister, Object id,
                                               SharedSessionContractImplementor session) {
        EntityIdentifierMapping mapping = persister.getIdentifierMapping();
        Map<String, Value> values = new LinkedHashMap<>();
        if (mapping instanceof NonAggregatedIdentifierMapping) {
            // @IdClass: the id object's values broken down by the mapping.
            mapping.breakDownJdbcValues(id, (index, value, selectable) ->
                    values.putIfAbsent(selectable.getSelectionExpression(), value(plan, selectable.getSelectionExpression(), value)),
                    session);
        } else {
            addColumns(plan, mapping, id, values, session);
        }
        List<ColumnValue> columns = new ArrayList<>();
        values.forEach((column, value) -> columns.add(new ColumnValue(column, value)));
        return columns;
    }

    private static void addColumns(EntityReplication plan, ModelPart part, Object value, Map<String, Value> out,
                                   SharedSessionContractImplementor session) {
        if (part instanceof PluralAttributeMapping) {
            return;
        }
        if (part instanceof ToOneAttributeMapping toOne) {
            if (toOne.getSideNature() != ForeignKeyDescriptor.Nature.KEY) {
                return; // mappedBy: the foreign key is in the other table
            }
            ForeignKeyDescriptor foreignKey = toOne.getForeignKeyDescriptor();
            Object key = value == null ? null
                    : foreignKey.getAssociationKeyFromSide(value, foreignKey.getTargetSide(), session);
            addColumns(plan, foreignKey.getKeyPart(), key, out, session);
        } else if (part instanceof BasicValuedModelPart basic) {
            String column = basic.getSelectionExpression();
            out.putIfAbsent(column, value(plan, column, normalize(basic, value)));
        } else if (part instanceof EmbeddableValuedModelPart embedded) {
            EmbeddableMappingType type = embedded.getEmbeddableTypeDescriptor();
            Object[] values = value == null ? null : type.getValues(value);
            for (int i = 0; i < type.getNumberOfAttributeMappings(); i++) {
                addColumns(plan, type.getAttributeMapping(i), values == null ? null : values[i], out, session);
            }
        } else {
            part.breakDownJdbcValues(value, (index, jdbcValue, selectable) ->
                    out.putIfAbsent(selectable.getSelectionExpression(),
                            value(plan, selectable.getSelectionExpression(), jdbcValue)), session);
        }
    }

    private static Object normalize(BasicValuedModelPart basic, Object value) {
        Date date = value instanceof Calendar calendar ? calendar.getTime() : null;
        if (value instanceof Date plain && !(value instanceof java.sql.Date) && !(value instanceof java.sql.Time)
                && !(value instanceof java.sql.Timestamp)) {
            date = plain;
        }
        if (date == null) {
            return value;
        }
        return switch (basic.getJdbcMapping().getJdbcType().getDefaultSqlTypeCode()) {
            case Types.DATE -> new java.sql.Date(date.getTime()).toLocalDate();
            case Types.TIME, Types.TIME_WITH_TIMEZONE -> new java.sql.Time(date.getTime()).toLocalTime();
            default -> date.toInstant();
        };
    }

    private static Value value(EntityReplication plan, String column, Object javaValue) {
        try {
            return Value.of(javaValue);
        } catch (IllegalArgumentException e) {
            throw new HibernateException("Cannot capture column " + column + " of replicated entity "
                    + plan.entityName() + ": " + e.getMessage(), e);
        }
    }
}
