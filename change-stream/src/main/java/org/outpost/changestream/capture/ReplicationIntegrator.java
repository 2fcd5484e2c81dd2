// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.util.Map;

import org.hibernate.HibernateException;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.EventType;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.jpa.boot.internal.EntityManagerFactoryBuilderImpl;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;
import org.outpost.changestream.PersistenceUnitIntegrators;
import org.outpost.changestream.mapping.ReplicationPlan;

/**
 * Registers {@link ChangeCapture} on a session factory whose settings hold a {@link CaptureBinding} under
 * {@value #CAPTURE_SETTING}, for the entities its descriptor replicates; registers nothing otherwise (edges, and
 * deployments without replicated entities).
 * <p>
 * Hibernate calls it once per session factory, while the factory is built, on the building thread. On main the
 * subsystem puts it and its binding into each persistence unit's properties with {@link #bind(Map, CaptureBinding)}.
 */
public final class ReplicationIntegrator implements Integrator {

    /** The session factory setting holding the {@link CaptureBinding} object. */
    public static final String CAPTURE_SETTING = "outpost.replication.capture";

    /**
     * Makes a JPA persistence unit with these properties capture changes for {@code binding}: registers this integrator
     * through {@value EntityManagerFactoryBuilderImpl#INTEGRATOR_PROVIDER} and stores the binding.
     *
     * @param properties the persistence unit's properties, changed in place
     * @param binding what to capture and where to write it
     * @throws IllegalStateException if the unit already names an integrator provider of its own
     */
    public static void bind(Map<Object, Object> properties, CaptureBinding binding) {
        PersistenceUnitIntegrators.register(properties, new ReplicationIntegrator(), CAPTURE_SETTING, binding,
                "change capture");
    }

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        String name = sessionFactory.getName() != null ? sessionFactory.getName() : sessionFactory.getUuid();
        Object setting = sessionFactory.getServiceRegistry().requireService(ConfigurationService.class)
                .getSettings().get(CAPTURE_SETTING);
        if (setting == null) {
            LOG.captureDisabled(name, "no " + CAPTURE_SETTING + " setting");
            return;
        }
        if (!(setting instanceof CaptureBinding binding)) {
            throw new HibernateException("Setting " + CAPTURE_SETTING + " must hold a " + CaptureBinding.class.getName()
                    + ", not a " + setting.getClass().getName());
        }
        ReplicationPlan plan;
        try {
            plan = ReplicationPlan.resolve(binding.descriptor(), metadata);
        } catch (IllegalArgumentException e) {
            throw new HibernateException(e.getMessage(), e);
        }
        if (plan.isEmpty()) {
            LOG.captureDisabled(name, "no replicated entities");
            return;
        }
        ChangeCapture capture = new ChangeCapture(plan, binding.outbox(), binding.signal(), binding.syncGate(),
                binding.beforeImages());
        EventListenerRegistry listeners = sessionFactory.getServiceRegistry().requireService(EventListenerRegistry.class);
        listeners.appendListeners(EventType.POST_INSERT, capture);
        listeners.appendListeners(EventType.POST_UPDATE, capture);
        listeners.appendListeners(EventType.POST_DELETE, capture);
        LOG.captureEnabled(name, plan.entityNames(), plan.followedEntityNames());
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {
        // Nothing held beyond the listeners, which go with the session factory.
    }
}
