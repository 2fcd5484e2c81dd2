// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.cli;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.jandex.IndexedArchive;

/**
 * A check of a valid deployment beyond the descriptor's own rules, which {@link Validate} finds with
 * {@link java.util.ServiceLoader} and runs after the descriptor resolved: the query cache module provides one that
 * classifies the cacheable queries as the server will.
 */
public interface DeploymentCheck {

    /**
     * Checks a deployment.
     *
     * @param archive   the deployment's classes and descriptors
     * @param effective its effective descriptor, valid
     * @return what to print with the configuration, and the problems that make the deployment fail
     */
    DeploymentCheckResult check(IndexedArchive archive, OutpostDescriptor effective);
}
