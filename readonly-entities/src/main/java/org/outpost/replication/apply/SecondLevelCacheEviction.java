package org.outpost.replication.apply;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Cache;

import org.outpost.replication.model.Value;

/**
 * Evicts the Hibernate second-level cache entries of the rows the {@link ApplyEndpoint} committed, and the query
 * cache regions (apply writes behind Hibernate's back, so its update timestamps do not see the change).
 * <p>
 * Built from the deployment's {@code EntityManagerFactory.getCache()} (or {@code SessionFactory.getCache()}); the
 * entity class and id type of each entity name come from the {@link ReplicaSchema}. A composite id evicts the
 * entity's whole region.
 */
public final class SecondLevelCacheEviction implements AppliedChangeListener {

    private final Cache cache;

    public SecondLevelCacheEviction(Cache cache) {
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        for (AppliedRow row : changes.rows()) {
            ReplicaTable table = row.table();
            if (table.entityClass() == null) {
                continue;
            }
            if (row.id().size() == 1 && table.idJavaType() != null) {
                cache.evict(table.entityClass(), javaId(row.id().get(0).value(), table.idJavaType()));
            } else {
                cache.evict(table.entityClass());
            }
        }
        evictQueryRegions();
    }

    @Override
    public void afterSnapshot(UUID epoch, long sequence, Collection<ReplicaTable> tables) {
        for (ReplicaTable table : tables) {
            if (table.entityClass() != null) {
                cache.evict(table.entityClass());
            }
        }
        evictQueryRegions();
    }

    private void evictQueryRegions() {
        org.hibernate.Cache hibernateCache;
        try {
            hibernateCache = cache.unwrap(org.hibernate.Cache.class);
        } catch (RuntimeException notHibernate) {
            return;
        }
        hibernateCache.evictQueryRegions();
    }

    /** The id as the entity's id attribute holds it, from its change-stream value. */
    static Object javaId(Value value, Class<?> idType) {
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
