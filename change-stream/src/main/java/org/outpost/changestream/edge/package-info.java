// SPDX-License-Identifier: Apache-2.0
/**
 * The persistence unit on an edge: the {@link org.outpost.changestream.edge.EdgeIntegrator} makes reads of entities
 * that are not replicated, and writes of those that are, fail at once with an {@link
 * org.outpost.changestream.edge.EdgeAccessException} naming the entity and the fix, instead of reaching a replica
 * store that lacks their tables or silently diverging from main.
 */
package org.outpost.changestream.edge;
