// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.List;
import java.util.Set;

/**
 * A path of the query resolved against the mapping: the entities it enters from its root, and what it reads of the
 * last one.
 *
 * @param hops     the entities entered, the first being where the path starts
 * @param columns  the columns read of the last entity, empty with {@code wholeRow}
 * @param wholeRow whether the path reads whole rows of the last entity (a selected or fetched entity)
 * @param text     the path as the query spells it, such as {@code i.category.id}
 */
record ResolvedPath(List<Hop> hops, Set<String> columns, boolean wholeRow, String text) {

    ResolvedPath {
        hops = List.copyOf(hops);
        columns = Set.copyOf(columns);
    }

    Hop last() {
        return hops.get(hops.size() - 1);
    }
}
