// SPDX-License-Identifier: Apache-2.0
/**
 * The staleness budget of a cacheable query ({@code max-staleness}): what an edge does with a read of the query while
 * its replica is older than the budget because it is cut off from main ({@link
 * org.outpost.querycache.staleness.StalenessBudget}), the edge's side of that ({@link
 * org.outpost.querycache.staleness.DisconnectedReads}), and how the outcome reaches the web request that read:
 * {@link org.outpost.querycache.staleness.StaleReads} for a stale result served, {@link
 * org.outpost.querycache.staleness.StaleResultException} for a read to forward or to fail.
 */
package org.outpost.querycache.staleness;
