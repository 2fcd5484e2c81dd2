// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.jboss.jandex.Index;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * What {@link ArchiveIndexer} found in a deployment: the index of all its classes and its parsed XML descriptors.
 *
 * @param index             every class of the deployment, nested modules and libraries included
 * @param descriptorsByFile the descriptors in path order, keyed by names like
 *                          {@code app.ear!/ejb.jar!/META-INF/outpost.xml}
 */
public record IndexedArchive(Index index, Map<String, ParsedDescriptor> descriptorsByFile) {

    /** Copies the descriptors, keeping their order. */
    public IndexedArchive {
        Objects.requireNonNull(index, "index");
        descriptorsByFile = Collections.unmodifiableMap(new LinkedHashMap<>(descriptorsByFile));
    }

    /**
     * Returns the descriptors, ready for {@link org.outpost.descriptor.resolution.DescriptorResolver#resolve}.
     *
     * @return the descriptors in path order
     */
    public List<ParsedDescriptor> descriptors() {
        return List.copyOf(descriptorsByFile.values());
    }
}
