// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.as.server.deployment.module.ModuleDependency;
import org.jboss.as.server.deployment.module.ModuleSpecification;
import org.jboss.modules.Module;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.descriptor.DescriptorAttachments;
import org.outpost.extension.server.OutpostLogger;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.Role;
import org.outpost.extension.server.ServerAttachments;

/**
 * Wires a deployment that replicates entities into the change stream, before its persistence units are built: on
 * main, each unit captures its changes into an outbox; on an edge, each unit reads the replica store instead of its
 * own datasource, guarded against reading what is not replicated and writing what is. On an edge this holds for any
 * deployment with an Outpost descriptor, also one that replicates nothing (every use case forwarded, as in the
 * paper's remote façade): its units never reach main's datasource, and have no stream.
 */
public final class ReplicationProcessor implements DeploymentUnitProcessor {

    static final String CHANGE_STREAM_MODULE = "org.outpost.changestream";

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        OutpostDescriptor descriptor = unit.getAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        if (unit.getParent() != null || descriptor == null || descriptor.equals(OutpostDescriptor.empty())) {
            return;
        }
        OutpostServer server = unit.getAttachment(ServerAttachments.SERVER).get();
        // Followed entities (source="main" queries) need the stream too: their changes keep the edges' caches fresh.
        boolean replicates = !descriptor.replicatedEntities().isEmpty() || !descriptor.followedEntities().isEmpty();
        if (!replicates && server.configuration().role() == Role.MAIN) {
            return;
        }
        addReplicationModule(unit);
        for (DeploymentUnit sub : unit.getAttachmentList(Attachments.SUB_DEPLOYMENTS)) {
            addReplicationModule(sub);
        }
        for (PersistenceUnitMetadata persistenceUnit : PersistenceUnits.of(unit)) {
            try {
                if (server.configuration().role() == Role.MAIN) {
                    unit.addToAttachmentList(ReplicationAttachments.MAIN_REPLICATIONS, MainReplication.bind(persistenceUnit, descriptor));
                } else {
                    EdgeReplication edge = EdgeReplication.bind(persistenceUnit, descriptor,
                            server.configuration().replicaStore().orElseThrow());
                    if (replicates) {
                        unit.addToAttachmentList(ReplicationAttachments.EDGE_REPLICATIONS, edge);
                    }
                }
            } catch (IllegalStateException e) {
                throw OutpostLogger.ROOT_LOGGER.cannotReplicate(unit.getName(), e.getMessage());
            }
        }
    }

    private static void addReplicationModule(DeploymentUnit unit) {
        ModuleSpecification specification = unit.getAttachment(Attachments.MODULE_SPECIFICATION);
        specification.addSystemDependency(ModuleDependency.Builder.of(Module.getBootModuleLoader(), CHANGE_STREAM_MODULE).build());
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(ReplicationAttachments.MAIN_REPLICATIONS);
        unit.removeAttachment(ReplicationAttachments.EDGE_REPLICATIONS);
    }
}
