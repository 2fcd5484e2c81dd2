package org.outpost.descriptor.jandex;

import java.util.List;
import java.util.Objects;

import org.jboss.jandex.Index;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * What {@link ArchiveIndexer} found in a deployment: the index of all its classes and its parsed XML descriptors.
 *
 * @param index       every class of the deployment, nested modules and libraries included
 * @param descriptors the descriptors, each named like {@code app.ear!/ejb.jar!/META-INF/outpost.xml}
 */
public record IndexedArchive(Index index, List<ParsedDescriptor> descriptors) {

    /** Copies the descriptors. */
    public IndexedArchive {
        Objects.requireNonNull(index, "index");
        descriptors = List.copyOf(descriptors);
    }
}
