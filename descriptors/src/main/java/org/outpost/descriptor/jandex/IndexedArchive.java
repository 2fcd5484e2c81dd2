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
 * @param classFiles        the class files of the deployment by class name, the first one of each name when modules
 *                          repeat it, for checks that need to load the classes (such as the query cache's)
 */
public record IndexedArchive(Index index, Map<String, ParsedDescriptor> descriptorsByFile,
                             Map<String, byte[]> classFiles) {

    /** Copies the descriptors, keeping their order. */
    public IndexedArchive {
        Objects.requireNonNull(index, "index");
        descriptorsByFile = Collections.unmodifiableMap(new LinkedHashMap<>(descriptorsByFile));
        classFiles = Collections.unmodifiableMap(new LinkedHashMap<>(classFiles));
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
