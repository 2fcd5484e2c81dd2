// SPDX-License-Identifier: Apache-2.0
/**
 * The XML form of the descriptor: the versioned {@link org.outpost.descriptor.xml.DeploymentSchema} with its XSD, the
 * problem-collecting {@link org.outpost.descriptor.xml.DescriptorParser} and the canonical
 * {@link org.outpost.descriptor.xml.DescriptorWriter}.
 */
package org.outpost.descriptor.xml;
