// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Value;

/**
 * The text form of the id of a row of an {@code invalidate}-mode entity, in which an edge records its stale rows and
 * asks main for them: the id's value as text. Such an entity has one id column of a whole-number, string or UUID
 * type, so the text is unambiguous.
 */
public final class RowKeys {

    private static final Set<Class<?>> ID_TYPES = Set.of(Integer.class, int.class, Long.class, long.class, Short.class,
            short.class, String.class, UUID.class);

    private RowKeys() {
    }

    /** Whether rows of the table can be named by a text id. */
    public static boolean supports(ReplicaTable table) {
        return table.idColumns().size() == 1 && ID_TYPES.contains(table.idJavaType());
    }

    /** The text of a row's id, as a change set carries it. */
    public static String text(ReplicaTable table, List<ColumnValue> id) {
        return String.valueOf(javaId(id.get(0).value(), table.idJavaType()));
    }

    /** The id columns of a row named by its text id. */
    public static List<ColumnValue> id(ReplicaTable table, String text) {
        return List.of(new ColumnValue(table.idColumns().get(0).name(), Value.of(parse(table, text))));
    }

    /**
     * The id value of a row named by its text id, typed as the entity's id.
     *
     * @throws IllegalArgumentException naming the entity when the entity has no text ids or the text is not one
     */
    public static Object parse(ReplicaTable table, String text) {
        if (!supports(table)) {
            throw new IllegalArgumentException("Entity " + table.entityName() + " has no single-column id of a"
                    + " whole-number, string or UUID type, so its rows cannot be fetched by id");
        }
        Class<?> type = table.idJavaType();
        try {
            if (type == Integer.class || type == int.class) {
                return Integer.valueOf(text);
            }
            if (type == Long.class || type == long.class) {
                return Long.valueOf(text);
            }
            if (type == Short.class || type == short.class) {
                return Short.valueOf(text);
            }
            if (type == UUID.class) {
                return UUID.fromString(text);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not an id of entity " + table.entityName() + " ("
                    + type.getSimpleName() + ")", e);
        }
        return text;
    }

    /** The id as the entity's id attribute holds it, from its change-stream value. */
    public static Object javaId(Value value, Class<?> idType) {
        Object raw = rawValue(value);
        if (raw instanceof Number number && !idType.isInstance(raw)) {
            if (idType == Long.class || idType == long.class) {
                return number.longValue();
            }
            if (idType == Integer.class || idType == int.class) {
                return number.intValue();
            }
            if (idType == Short.class || idType == short.class) {
                return number.shortValue();
            }
            if (idType == BigInteger.class) {
                return BigInteger.valueOf(number.longValue());
            }
            if (idType == BigDecimal.class) {
                return new BigDecimal(number.toString());
            }
        }
        if (raw instanceof String name && idType.isEnum()) {
            for (Object constant : idType.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals(name)) {
                    return constant;
                }
            }
        }
        return raw;
    }

    private static Object rawValue(Value value) {
        if (value instanceof Value.LongValue number) {
            return number.value();
        }
        if (value instanceof Value.IntValue number) {
            return number.value();
        }
        if (value instanceof Value.ShortValue number) {
            return number.value();
        }
        if (value instanceof Value.ByteValue number) {
            return number.value();
        }
        if (value instanceof Value.StringValue string) {
            return string.value();
        }
        if (value instanceof Value.UuidValue uuid) {
            return uuid.value();
        }
        if (value instanceof Value.DecimalValue number) {
            return number.value();
        }
        if (value instanceof Value.BigIntegerValue number) {
            return number.value();
        }
        if (value instanceof Value.EnumValue constant) {
            return constant.name();
        }
        if (value instanceof Value.CharValue character) {
            return character.value();
        }
        if (value instanceof Value.LocalDateValue date) {
            return date.value();
        }
        return value;
    }
}
