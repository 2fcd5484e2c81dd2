// SPDX-License-Identifier: Apache-2.0
/**
 * Deployment descriptors in the subsystem: parsing META-INF/outpost.xml and the jboss-all.xml element (PARSE),
 * resolving the effective descriptor of a top-level deployment (DEPENDENCIES), the runtime attribute deployments
 * (DeployedDescriptors), and OutpostDeployment, the view of a deployment the other feature packages act on.
 */
package org.outpost.extension.descriptor;
