// SPDX-License-Identifier: Apache-2.0
/**
 * The edge's store of cached query results, in plain Java: {@link org.outpost.querycache.cache.ResultCache} (one per
 * persistence unit) keeps each query's {@link org.outpost.querycache.cache.QueryResults}, loads a missing result once
 * for all concurrent readers, and, told of each change set the edge applied, touches only the results the change can
 * alter ({@link org.outpost.querycache.cache.ChangeMatcher}), refreshing them off the request path or evicting them.
 */
package org.outpost.querycache.cache;
