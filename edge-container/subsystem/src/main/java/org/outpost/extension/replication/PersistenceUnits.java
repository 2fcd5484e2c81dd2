// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jboss.as.jpa.config.PersistenceUnitMetadataHolder;
import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.module.ResourceRoot;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;

/**
 * The persistence units of a top-level deployment and all its subdeployments, as WildFly's JPA subsystem parsed them.
 */
public final class PersistenceUnits {

    private PersistenceUnits() {
    }

    /** Every persistence unit of {@code top} and its subdeployments, each once. */
    public static List<PersistenceUnitMetadata> of(DeploymentUnit top) {
        // An EAR lists its modules' roots among its own resource roots too: keep each unit once.
        Set<PersistenceUnitMetadata> units = new LinkedHashSet<>();
        collect(top, units);
        for (DeploymentUnit sub : top.getAttachmentList(Attachments.SUB_DEPLOYMENTS)) {
            collect(sub, units);
        }
        return List.copyOf(units);
    }

    private static void collect(DeploymentUnit unit, Set<PersistenceUnitMetadata> units) {
        List<ResourceRoot> roots = new ArrayList<>(unit.getAttachmentList(Attachments.RESOURCE_ROOTS));
        roots.add(unit.getAttachment(Attachments.DEPLOYMENT_ROOT));
        for (ResourceRoot root : roots) {
            PersistenceUnitMetadataHolder holder = root.getAttachment(PersistenceUnitMetadataHolder.PERSISTENCE_UNITS);
            if (holder != null) {
                units.addAll(holder.getPersistenceUnits());
            }
        }
    }
}
