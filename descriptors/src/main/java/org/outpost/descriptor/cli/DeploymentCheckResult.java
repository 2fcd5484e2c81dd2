// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.cli;

import java.util.List;

import org.outpost.descriptor.Problem;

/**
 * What a {@link DeploymentCheck} found.
 *
 * @param notes    lines printed after the effective configuration, each as an XML comment
 * @param problems what makes the deployment fail, printed as the descriptor's own problems are
 */
public record DeploymentCheckResult(List<String> notes, List<Problem> problems) {

    public DeploymentCheckResult {
        notes = List.copyOf(notes);
        problems = List.copyOf(problems);
    }
}
