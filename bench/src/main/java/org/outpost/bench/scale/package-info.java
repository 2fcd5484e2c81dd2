// SPDX-License-Identifier: Apache-2.0
/**
 * {@code bench/scale}'s parts that are not the driver: the topologies it compares, its port layout, its figures, and
 * the regional relay, an embedded Artemis broker fed by a core bridge on main's broker.
 */
package org.outpost.bench.scale;
