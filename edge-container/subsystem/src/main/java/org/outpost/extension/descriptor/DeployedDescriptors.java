// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleMapAttributeDefinition;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.xml.DescriptorWriter;

/**
 * The effective Outpost descriptor of every deployment on this server, shown by the runtime attribute
 * {@code deployments} of {@code /subsystem=outpost} (deployment name → descriptor as canonical XML).
 */
public final class DeployedDescriptors {

    /** The runtime attribute that lists the effective descriptors. */
    public static final AttributeDefinition ATTRIBUTE = new SimpleMapAttributeDefinition.Builder("deployments", ModelType.STRING, true)
            .setStorageRuntime()
            .build();

    private final Map<String, String> byDeployment = new ConcurrentSkipListMap<>();

    void put(String deployment, OutpostDescriptor descriptor) {
        this.byDeployment.put(deployment, DescriptorWriter.toXml(descriptor));
    }

    void remove(String deployment) {
        this.byDeployment.remove(deployment);
    }

    /** Reads {@link #ATTRIBUTE}. */
    public OperationStepHandler readHandler() {
        return (context, operation) -> {
            ModelNode result = context.getResult().setEmptyObject();
            this.byDeployment.forEach((deployment, xml) -> result.get(deployment).set(xml));
        };
    }
}
