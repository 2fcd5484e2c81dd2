// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.Objects;
import java.util.Set;

import org.outpost.annotation.UpdateMode;

/**
 * How one Hibernate entity is replicated.
 *
 * @param entityName the Hibernate entity name (what {@code RowChange.entity()} carries)
 * @param className  the class the descriptor declared: this entity's class or a mapped superclass entity of it
 * @param update     the update mode; {@link UpdateMode#INVALIDATE} rows carry keys only
 * @param fields     the persistent attributes replicated, empty for all; the id and version always are
 * @param stored     whether edges store its rows; a followed entity ({@code OutpostDescriptor#followedEntities()}) is
 *                   captured and published like an {@code async} one, for the edges' query caches, but not stored
 */
public record EntityReplication(String entityName, String className, UpdateMode update, Set<String> fields,
                                boolean stored) {

    public EntityReplication {
        Objects.requireNonNull(entityName, "entityName");
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(update, "update");
        fields = Set.copyOf(fields);
    }

    /** An entity the edges store. */
    public EntityReplication(String entityName, String className, UpdateMode update, Set<String> fields) {
        this(entityName, className, update, fields, true);
    }

    /** A followed entity: captured whole and published, for the edges' query caches, not stored by them. */
    public static EntityReplication followed(String entityName, String className) {
        return new EntityReplication(entityName, className, UpdateMode.ASYNC, Set.of(), false);
    }

    /** Whether the attribute's columns travel. */
    public boolean replicates(String attributeName) {
        return fields.isEmpty() || fields.contains(attributeName);
    }

    /** Whether rows carry keys only. */
    public boolean keysOnly() {
        return update == UpdateMode.INVALIDATE;
    }
}
