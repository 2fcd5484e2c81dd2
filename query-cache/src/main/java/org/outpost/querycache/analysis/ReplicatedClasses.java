// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/** Which entities of a session factory a descriptor replicates: those whose class, or a superclass, it declares. */
public final class ReplicatedClasses {

    private ReplicatedClasses() {
    }

    /** Whether an entity name of {@code factory} is replicated by {@code descriptor}. */
    public static Predicate<String> of(SessionFactoryImplementor factory, OutpostDescriptor descriptor) {
        Set<String> classes = descriptor.replicatedEntities().stream().map(ReplicatedEntity::className)
                .collect(Collectors.toSet());
        return entityName -> {
            EntityPersister persister = factory.getMappingMetamodel().findEntityDescriptor(entityName);
            for (Class<?> type = persister == null ? null : persister.getMappedClass(); type != null;
                    type = type.getSuperclass()) {
                if (classes.contains(type.getName())) {
                    return true;
                }
            }
            return false;
        };
    }
}
