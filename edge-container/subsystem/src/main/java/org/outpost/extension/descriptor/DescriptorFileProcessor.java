// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.vfs.VirtualFile;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;
import org.outpost.extension.server.OutpostLogger;

/**
 * Parses the Outpost descriptor files of each deployment unit ({@code META-INF/outpost.xml}, or
 * {@code WEB-INF/classes/META-INF/outpost.xml} in a web archive) and gathers them with the unit's
 * {@code jboss-all.xml} element. Problems are kept for {@link DescriptorResolutionProcessor} to report together.
 */
public final class DescriptorFileProcessor implements DeploymentUnitProcessor {

    static final List<String> LOCATIONS = List.of("META-INF/outpost.xml", "WEB-INF/classes/META-INF/outpost.xml");

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        VirtualFile root = unit.getAttachment(Attachments.DEPLOYMENT_ROOT).getRoot();
        for (String location : LOCATIONS) {
            VirtualFile file = root.getChild(location);
            if (file.isFile()) {
                unit.addToAttachmentList(DescriptorAttachments.PARSED_DESCRIPTORS, parse(file, DeploymentFileNames.of(unit, location)));
            }
        }
        ParsedDescriptor jbossAll = unit.getAttachment(DescriptorAttachments.JBOSS_ALL_DESCRIPTOR);
        if (jbossAll != null) {
            unit.addToAttachmentList(DescriptorAttachments.PARSED_DESCRIPTORS, jbossAll);
        }
    }

    private static ParsedDescriptor parse(VirtualFile file, String name) throws DeploymentUnitProcessingException {
        try (InputStream in = file.openStream()) {
            return DescriptorParser.parse(in, name);
        } catch (IOException e) {
            throw OutpostLogger.ROOT_LOGGER.unreadableDescriptor(name, e.getMessage());
        }
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(DescriptorAttachments.PARSED_DESCRIPTORS);
    }
}
