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
 */
public record EntityReplication(String entityName, String className, UpdateMode update, Set<String> fields) {

    public EntityReplication {
        Objects.requireNonNull(entityName, "entityName");
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(update, "update");
        fields = Set.copyOf(fields);
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
