// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import java.util.Optional;
import java.util.function.Supplier;

import org.jboss.as.server.deployment.DeploymentUnit;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.ServerAttachments;

/**
 * A top-level deployment Outpost acts on: one with a non-empty effective descriptor, on a server whose Outpost is
 * available (from the DEPENDENCIES phase on).
 *
 * @param top        the top-level deployment unit
 * @param descriptor its effective descriptor
 * @param server     this server's Outpost
 */
public record OutpostDeployment(DeploymentUnit top, OutpostDescriptor descriptor, OutpostServer server) {

    /** The Outpost deployment {@code unit} belongs to, if Outpost acts on it. */
    public static Optional<OutpostDeployment> of(DeploymentUnit unit) {
        DeploymentUnit top = unit.getParent() == null ? unit : unit.getParent();
        OutpostDescriptor descriptor = top.getAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        Supplier<OutpostServer> server = top.getAttachment(ServerAttachments.SERVER);
        if (descriptor == null || descriptor.isEmpty() || server == null) {
            return Optional.empty();
        }
        return Optional.of(new OutpostDeployment(top, descriptor, server.get()));
    }
}
