// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.jandex.CompositeIndex;
import org.jboss.jandex.IndexView;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.QueryReplicas;
import org.outpost.descriptor.resolution.DescriptorResolver;
import org.outpost.descriptor.resolution.Resolution;
import org.outpost.descriptor.xml.ParsedDescriptor;
import org.outpost.extension.server.OutpostLogger;

/**
 * For a top-level deployment, merges the descriptors and annotations of all its units, validates them against the
 * deployment's annotation index, and either attaches the effective {@link OutpostDescriptor} (with the replicas
 * {@link QueryReplicas} adds for {@code source="main"} cacheable queries) or fails the deployment listing every
 * problem. Runs once every unit has been parsed and indexed.
 */
public final class DescriptorResolutionProcessor implements DeploymentUnitProcessor {

    private final DeployedDescriptors deployed;

    public DescriptorResolutionProcessor(DeployedDescriptors deployed) {
        this.deployed = deployed;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        if (unit.getParent() != null) {
            return;
        }
        List<DeploymentUnit> units = withSubdeployments(unit);
        List<ParsedDescriptor> descriptors = new ArrayList<>();
        // A subdeployment's composite index repeats the EAR's library indexes: keep each index once.
        Set<IndexView> indexes = new LinkedHashSet<>();
        for (DeploymentUnit each : units) {
            descriptors.addAll(each.getAttachmentList(DescriptorAttachments.PARSED_DESCRIPTORS));
            org.jboss.as.server.deployment.annotation.CompositeIndex index = each.getAttachment(Attachments.COMPOSITE_ANNOTATION_INDEX);
            if (index != null) {
                indexes.addAll(index.getIndexes());
            }
        }
        IndexView index = CompositeIndex.create(List.copyOf(indexes));
        Resolution resolution = DescriptorResolver.resolve(descriptors, index);
        if (!resolution.ok()) {
            List<Problem> problems = resolution.problems();
            throw OutpostLogger.ROOT_LOGGER.descriptorErrors(unit.getName(), problems.size(),
                    problems.stream().map(Problem::toString).collect(Collectors.joining(System.lineSeparator())));
        }
        // Edges serve source="main" cacheable queries from invalidate-mode replicas of the entities they read.
        OutpostDescriptor effective = QueryReplicas.addTo(resolution.effective(), index);
        unit.putAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR, effective);
        this.deployed.put(unit.getName(), effective);
        OutpostLogger.ROOT_LOGGER.descriptorAttached(unit.getName(), effective.replicatedEntities().size(),
                effective.cacheableQueries().size(), effective.facades().size());
    }

    private static List<DeploymentUnit> withSubdeployments(DeploymentUnit unit) {
        List<DeploymentUnit> units = new ArrayList<>();
        units.add(unit);
        units.addAll(unit.getAttachmentList(Attachments.SUB_DEPLOYMENTS));
        return units;
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        if (unit.getParent() == null) {
            this.deployed.remove(unit.getName());
            unit.removeAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        }
    }
}
