// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.List;
import java.util.Optional;

/**
 * An entity a path of the query enters.
 *
 * @param entity     the entity name, or the collection role of an element collection
 * @param via        how the query reaches it, such as {@code b.user}
 * @param attributes the to-one attributes from the root entity to it, empty for the root; meaningful only when
 *                   {@code wholeQueryOnly} is empty
 * @param wholeQueryOnly why a change to one of its rows can only be followed by touching every result of the query
 *                   (a collection, an entity join, a subquery…); empty for the root and what it reaches through
 *                   to-one associations
 * @param elementCollection whether it is a collection of values rather than an entity, whose changes the change
 *                   stream does not carry
 */
record Hop(String entity, String via, List<String> attributes, Optional<String> wholeQueryOnly,
           boolean elementCollection) {

    Hop {
        attributes = List.copyOf(attributes);
    }

    boolean isRoot() {
        return wholeQueryOnly.isEmpty() && attributes.isEmpty();
    }

    /** The hop into {@code target} through the to-one {@code attribute} of this one. */
    Hop toOne(String target, String attribute) {
        List<String> path = new java.util.ArrayList<>(attributes);
        path.add(attribute);
        return new Hop(target, via + "." + attribute, path, wholeQueryOnly, false);
    }

    /** The hop into {@code target} that only a whole-query invalidation can follow. */
    Hop other(String target, String attribute, String reason, boolean collectionOfValues) {
        return new Hop(target, via + "." + attribute, List.of(), Optional.of(wholeQueryOnly.orElse(reason)),
                collectionOfValues);
    }
}
