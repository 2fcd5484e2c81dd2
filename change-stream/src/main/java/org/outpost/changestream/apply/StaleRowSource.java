// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.util.List;

import org.outpost.changestream.mapping.RowKeys;

/** Where an edge fetches the current rows of an {@code invalidate}-mode entity: main's rows service. */
@FunctionalInterface
public interface StaleRowSource {

    /**
     * Main's rows of {@code entity} with these ids ({@link RowKeys} text form), as a snapshot of that entity only:
     * its {@link Snapshot#sequence()} is the last change set the rows include; an id without a row was deleted.
     *
     * @throws IOException naming main's URL when main cannot be reached or refuses
     */
    Snapshot rows(String entity, List<String> ids) throws IOException;
}
