// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import org.wildfly.subsystem.SubsystemConfiguration;
import org.wildfly.subsystem.SubsystemExtension;
import org.wildfly.subsystem.SubsystemPersistence;

/**
 * The WildFly extension that registers the {@code outpost} subsystem.
 */
public class OutpostExtension extends SubsystemExtension<OutpostSubsystemSchema> {

    public OutpostExtension() {
        super(SubsystemConfiguration.of(OutpostSubsystemResourceDefinitionRegistrar.REGISTRATION, OutpostSubsystemModel.CURRENT, OutpostSubsystemResourceDefinitionRegistrar::new),
                SubsystemPersistence.of(OutpostSubsystemSchema.CURRENT));
    }
}
