// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/** Normalises the name lists of the model: sorted, without duplicates, immutable. */
final class Names {

    private Names() {
    }

    static List<String> sortedSet(Collection<String> names) {
        return List.copyOf(new TreeSet<>(Objects.requireNonNull(names, "names")));
    }
}
