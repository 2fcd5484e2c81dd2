// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import org.jboss.as.server.deployment.DeploymentUnit;

/**
 * Names a file inside a deployment the way problem reports show it, e.g. {@code shop.ear!/shop-ejb.jar!/META-INF/outpost.xml}.
 */
final class DeploymentFileNames {

    private DeploymentFileNames() {
    }

    static String of(DeploymentUnit unit, String path) {
        return unitPath(unit) + "!/" + path;
    }

    private static String unitPath(DeploymentUnit unit) {
        DeploymentUnit parent = unit.getParent();
        return parent == null ? unit.getName() : unitPath(parent) + "!/" + unit.getName();
    }
}
