// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.hibernate.integrator.spi.Integrator;
import org.hibernate.jpa.boot.internal.EntityManagerFactoryBuilderImpl;
import org.hibernate.jpa.boot.spi.IntegratorProvider;

/**
 * Registers Outpost's Hibernate integrators in a JPA persistence unit's properties, through
 * {@value EntityManagerFactoryBuilderImpl#INTEGRATOR_PROVIDER}: the way a container-managed unit gets an integrator
 * that is not on the deployment's class path as a service. Several of Outpost's integrators (the edge's guards, the
 * query cache) share the one provider.
 */
public final class PersistenceUnitIntegrators implements IntegratorProvider {

    private final List<Integrator> integrators = new ArrayList<>();

    private PersistenceUnitIntegrators() {
    }

    /**
     * Registers {@code integrator} and stores {@code binding} under {@code setting}, where the integrator finds it
     * among the session factory's settings.
     *
     * @param properties the persistence unit's properties, changed in place
     * @param purpose    what Outpost needs the integrator for, for the error message
     * @throws IllegalStateException if the unit already names an integrator provider of its own
     */
    public static void register(Map<Object, Object> properties, Integrator integrator, String setting, Object binding,
            String purpose) {
        Object provider = properties.get(EntityManagerFactoryBuilderImpl.INTEGRATOR_PROVIDER);
        if (provider != null && !(provider instanceof PersistenceUnitIntegrators)) {
            throw new IllegalStateException("it sets " + EntityManagerFactoryBuilderImpl.INTEGRATOR_PROVIDER
                    + ", which Outpost needs to register its " + purpose);
        }
        PersistenceUnitIntegrators outpost = provider == null ? new PersistenceUnitIntegrators()
                : (PersistenceUnitIntegrators) provider;
        outpost.integrators.add(integrator);
        properties.put(EntityManagerFactoryBuilderImpl.INTEGRATOR_PROVIDER, outpost);
        properties.put(setting, binding);
    }

    @Override
    public List<Integrator> getIntegrators() {
        return List.copyOf(integrators);
    }
}
