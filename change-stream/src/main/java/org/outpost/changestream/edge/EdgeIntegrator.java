// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.hibernate.HibernateException;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.EventType;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.mapping.Collection;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;
import org.outpost.changestream.PersistenceUnitIntegrators;
import org.outpost.changestream.mapping.EntityReplication;
import org.outpost.changestream.mapping.ReplicationPlan;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * Guards a persistence unit on an edge, whose datasource is the replica store: statements on tables of entities the
 * descriptor does not replicate are refused by a {@link ReplicaReadGuard}, and writes of replicated entities by a
 * {@link ReplicaWriteGuard}, each with an {@link EdgeAccessException} naming the entity and the fix.
 * <p>
 * Hibernate calls it once per session factory, while the factory is built, on the building thread. The subsystem
 * puts it into each persistence unit's properties on an edge with {@link #bind(Map, OutpostDescriptor)}.
 */
public final class EdgeIntegrator implements Integrator {

    /** The session factory setting holding the deployment's {@link OutpostDescriptor}. */
    public static final String EDGE_SETTING = "outpost.replication.edge";

    private final ReplicaReadGuard readGuard;

    private EdgeIntegrator(ReplicaReadGuard readGuard) {
        this.readGuard = readGuard;
    }

    /**
     * Makes a JPA persistence unit with these properties an edge's: registers this integrator and its statement
     * inspector.
     *
     * @param properties the persistence unit's properties, changed in place
     * @throws IllegalStateException if the unit names an integrator provider or a statement inspector of its own
     */
    public static void bind(Map<Object, Object> properties, OutpostDescriptor descriptor) {
        if (properties.containsKey(AvailableSettings.STATEMENT_INSPECTOR)) {
            throw new IllegalStateException("it sets " + AvailableSettings.STATEMENT_INSPECTOR
                    + ", which Outpost needs on an edge to refuse reads of entities that are not replicated");
        }
        ReplicaReadGuard readGuard = new ReplicaReadGuard();
        PersistenceUnitIntegrators.register(properties, new EdgeIntegrator(readGuard), EDGE_SETTING, descriptor,
                "edge guards");
        properties.put(AvailableSettings.STATEMENT_INSPECTOR, readGuard);
    }

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        Object setting = sessionFactory.getServiceRegistry().requireService(ConfigurationService.class).getSettings()
                .get(EDGE_SETTING);
        if (!(setting instanceof OutpostDescriptor descriptor)) {
            throw new HibernateException("Setting " + EDGE_SETTING + " must hold an " + OutpostDescriptor.class.getName());
        }
        ReplicationPlan plan;
        try {
            plan = ReplicationPlan.resolve(descriptor, metadata);
        } catch (IllegalArgumentException e) {
            throw new HibernateException(e.getMessage(), e);
        }
        readGuard.restrictTo(refusedTables(metadata, plan.entityNames()));
        readGuard.refetchOn(refetchedTables(metadata, plan));
        ReplicaWriteGuard writeGuard = new ReplicaWriteGuard(plan.entityNames());
        EventListenerRegistry listeners = sessionFactory.getServiceRegistry().requireService(EventListenerRegistry.class);
        listeners.prependListeners(EventType.PERSIST, writeGuard);
        listeners.prependListeners(EventType.PERSIST_ONFLUSH, writeGuard);
        listeners.prependListeners(EventType.DELETE, writeGuard);
        listeners.prependListeners(EventType.PRE_UPDATE, writeGuard);
        LOG.edgeGuarded(sessionFactory.getName() != null ? sessionFactory.getName() : sessionFactory.getUuid(),
                plan.entityNames(), readGuard.refusedTables());
    }

    /** Every table of the mapping, with the entity it belongs to, except the tables of replicated entities. */
    static Map<String, String> refusedTables(Metadata metadata, Set<String> replicated) {
        Map<String, String> refused = new LinkedHashMap<>();
        Set<String> allowed = new HashSet<>();
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (replicated.contains(entity.getEntityName())) {
                allowed.add(entity.getTable().getName());
            }
        }
        for (PersistentClass entity : metadata.getEntityBindings()) {
            String table = entity.getTable().getName();
            if (!allowed.contains(table)) {
                refused.putIfAbsent(table, entity.getEntityName());
            }
        }
        for (Collection collection : metadata.getCollectionBindings()) {
            String table = collection.getCollectionTable().getName();
            if (!allowed.contains(table)) {
                refused.putIfAbsent(table, collection.getRole());
            }
        }
        return refused;
    }

    /** The tables of the entities replicated in {@code invalidate} mode, with their entity names. */
    static Map<String, String> refetchedTables(Metadata metadata, ReplicationPlan plan) {
        Map<String, String> refetched = new LinkedHashMap<>();
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (plan.entity(entity.getEntityName()).filter(EntityReplication::keysOnly).isPresent()) {
                refetched.put(entity.getTable().getName(), entity.getEntityName());
            }
        }
        return refetched;
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {
        // Nothing held beyond the listeners and the inspector, which go with the session factory.
    }
}
