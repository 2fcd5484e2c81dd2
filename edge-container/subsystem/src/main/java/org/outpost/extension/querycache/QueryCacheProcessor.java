// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.descriptor.DescriptorAttachments;
import org.outpost.extension.replication.PersistenceUnits;
import org.outpost.querycache.hibernate.QueryCacheBinding;
import org.outpost.querycache.hibernate.QueryCacheIntegrator;

/**
 * Registers the query cache's Hibernate integrator in every persistence unit of a deployment that declares cacheable
 * queries, on main and on edges: once a unit's session factory is built, each query it defines is analysed and
 * classified, the classification logged (OUTPOST0600) and shown by the runtime attribute {@code query-cache}, and a
 * refused query fails the deployment naming itself and the reason.
 */
public final class QueryCacheProcessor implements DeploymentUnitProcessor {

    private final QueryCaches caches;

    public QueryCacheProcessor(QueryCaches caches) {
        this.caches = caches;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        OutpostDescriptor descriptor = unit.getAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        if (unit.getParent() != null || descriptor == null || descriptor.cacheableQueries().isEmpty()) {
            return;
        }
        for (PersistenceUnitMetadata persistenceUnit : PersistenceUnits.of(unit)) {
            String name = persistenceUnit.getScopedPersistenceUnitName();
            try {
                QueryCacheIntegrator.bind(persistenceUnit.getProperties(),
                        new QueryCacheBinding(name, descriptor, this.caches.report(unit.getName(), name)));
            } catch (IllegalStateException e) {
                throw QueryCacheSubsystemLogger.ROOT_LOGGER.cannotCache(unit.getName(), name, e.getMessage());
            }
        }
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        if (unit.getParent() == null) {
            this.caches.remove(unit.getName());
        }
    }
}
