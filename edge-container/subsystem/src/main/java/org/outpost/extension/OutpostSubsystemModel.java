// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import org.jboss.as.controller.ModelVersion;
import org.jboss.as.controller.SubsystemModel;

/**
 * Management model versions of the {@code outpost} subsystem.
 */
enum OutpostSubsystemModel implements SubsystemModel {
    VERSION_1_0_0(1, 0, 0),
    ;
    static final OutpostSubsystemModel CURRENT = VERSION_1_0_0;

    private final ModelVersion version;

    OutpostSubsystemModel(int major, int minor, int micro) {
        this.version = ModelVersion.create(major, minor, micro);
    }

    @Override
    public ModelVersion getVersion() {
        return this.version;
    }
}
