// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.resolution;

import java.util.List;
import java.util.Objects;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;

/**
 * The outcome of {@link DescriptorResolver#resolve}: the effective configuration and every problem found.
 *
 * @param effective the merged configuration; not to be used when there are problems
 * @param problems  every problem, sorted by origin
 */
public record Resolution(OutpostDescriptor effective, List<Problem> problems) {

    /** Copies the problems. */
    public Resolution {
        Objects.requireNonNull(effective, "effective");
        problems = List.copyOf(problems);
    }

    /**
     * Returns whether the configuration is free of problems.
     *
     * @return {@code true} if there are no problems
     */
    public boolean ok() {
        return problems.isEmpty();
    }
}
