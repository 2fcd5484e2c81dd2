// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.util.List;
import java.util.Objects;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;

/**
 * What {@link DescriptorParser} read from one XML descriptor: the elements it understood and every problem it met.
 *
 * @param descriptor the elements read; an element with a problem is kept when its key could be read
 * @param problems   the problems, in document order
 */
public record ParsedDescriptor(OutpostDescriptor descriptor, List<Problem> problems) {

    /** Copies the problems. */
    public ParsedDescriptor {
        Objects.requireNonNull(descriptor, "descriptor");
        problems = List.copyOf(problems);
    }

    /**
     * Returns whether the file was read without problems.
     *
     * @return {@code true} if there are no problems
     */
    public boolean ok() {
        return problems.isEmpty();
    }
}
