// SPDX-License-Identifier: Apache-2.0
/**
 * {@code bench/query-cache}'s in-process part: RUBiS' main and one edge as Hibernate session factories on H2 with
 * Outpost's real change capture, apply endpoint and query cache ({@link org.outpost.bench.querycache.RubisMain},
 * {@link org.outpost.bench.querycache.RubisEdge}), and what the results of a stream of bids and new items cost a
 * per-parameter cache and a table-level one ({@link org.outpost.bench.querycache.EvictionMeasurement}).
 */
package org.outpost.bench.querycache;
