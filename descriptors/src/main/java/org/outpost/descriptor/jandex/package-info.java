// SPDX-License-Identifier: Apache-2.0
/**
 * Jandex-based reading of deployments: {@link org.outpost.descriptor.jandex.AnnotationReader} turns Outpost
 * annotations into a descriptor, {@link org.outpost.descriptor.jandex.ArchiveIndexer} indexes an EAR, WAR or JAR and
 * finds its XML descriptors. No application class is ever loaded.
 */
package org.outpost.descriptor.jandex;
