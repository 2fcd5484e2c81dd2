// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.hibernate.boot.Metadata;
import org.hibernate.mapping.PersistentClass;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * Which Hibernate entities of one session factory are replicated, and how, and which are followed (captured for the
 * edges' query caches, not stored at edges). Immutable. A subclass entity of a declared class is replicated or
 * followed like it (under its own entity name).
 */
public final class ReplicationPlan {

    private static final ReplicationPlan EMPTY = new ReplicationPlan(List.of());

    private final Map<String, EntityReplication> byEntityName;

    private ReplicationPlan(Collection<EntityReplication> entities) {
        Map<String, EntityReplication> map = new TreeMap<>();
        for (EntityReplication entity : entities) {
            if (map.put(entity.entityName(), entity) != null) {
                throw new IllegalArgumentException("Entity " + entity.entityName() + " appears twice in a replication plan");
            }
        }
        this.byEntityName = java.util.Collections.unmodifiableMap(map);
    }

    /** The plan replicating nothing. */
    public static ReplicationPlan empty() {
        return EMPTY;
    }

    /** A plan of these entities. */
    public static ReplicationPlan of(Collection<EntityReplication> entities) {
        return new ReplicationPlan(entities);
    }

    /**
     * The plan of a deployment's descriptor for the entities of a session factory's boot metamodel: its replicated
     * entities, and its followed entities that it does not replicate.
     *
     * @throws IllegalArgumentException naming every declared class that is not an entity of this metamodel and
     *                                  every declared field that is not a persistent attribute
     */
    public static ReplicationPlan resolve(OutpostDescriptor descriptor, Metadata metadata) {
        Map<String, ReplicatedEntity> declared = new LinkedHashMap<>();
        for (ReplicatedEntity entity : descriptor.replicatedEntities()) {
            declared.put(entity.className(), entity);
        }
        Set<String> followed = new TreeSet<>(descriptor.followedEntities());
        followed.removeAll(declared.keySet());
        Set<String> matched = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        List<EntityReplication> entities = new ArrayList<>();
        for (PersistentClass binding : metadata.getEntityBindings()) {
            for (PersistentClass type = binding; type != null; type = type.getSuperclass()) {
                if (followed.contains(type.getClassName())) {
                    matched.add(type.getClassName());
                    entities.add(EntityReplication.followed(binding.getEntityName(), type.getClassName()));
                    break;
                }
                ReplicatedEntity entity = declared.get(type.getClassName());
                if (entity != null) {
                    matched.add(entity.className());
                    for (String field : entity.fields()) {
                        if (!hasAttribute(binding, field)) {
                            problems.add("field '" + field + "' of replicated entity " + entity.className()
                                    + " is not a persistent attribute of " + binding.getEntityName());
                        }
                    }
                    entities.add(new EntityReplication(binding.getEntityName(), entity.className(), entity.update(),
                            Set.copyOf(entity.fields())));
                    break;
                }
            }
        }
        for (String className : declared.keySet()) {
            if (!matched.contains(className)) {
                problems.add("replicated entity " + className + " is not an entity of this persistence unit");
            }
        }
        for (String className : followed) {
            if (!matched.contains(className)) {
                problems.add("entity " + className + ", which a source=\"main\" cacheable query reads, is not an entity"
                        + " of this persistence unit");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("Cannot capture changes: " + String.join("; ", problems));
        }
        return new ReplicationPlan(entities);
    }

    private static boolean hasAttribute(PersistentClass binding, String field) {
        try {
            binding.getRecursiveProperty(field);
            return true;
        } catch (RuntimeException e) {
            return binding.getIdentifierProperty() != null && binding.getIdentifierProperty().getName().equals(field);
        }
    }

    /** How an entity is replicated or followed, empty when it is neither. */
    public Optional<EntityReplication> entity(String entityName) {
        return Optional.ofNullable(byEntityName.get(entityName));
    }

    /** The replicated entity names (those the edges store), sorted. */
    public Set<String> entityNames() {
        return names(true);
    }

    /** The followed entity names (captured, not stored at the edges), sorted. */
    public Set<String> followedEntityNames() {
        return names(false);
    }

    private Set<String> names(boolean stored) {
        Set<String> names = new TreeSet<>();
        byEntityName.values().stream().filter(entity -> entity.stored() == stored).forEach(entity -> names.add(entity.entityName()));
        return java.util.Collections.unmodifiableSet(names);
    }

    /** Whether nothing is replicated or followed. */
    public boolean isEmpty() {
        return byEntityName.isEmpty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReplicationPlan plan && byEntityName.equals(plan.byEntityName);
    }

    @Override
    public int hashCode() {
        return byEntityName.hashCode();
    }

    @Override
    public String toString() {
        return "ReplicationPlan" + byEntityName.values();
    }
}
