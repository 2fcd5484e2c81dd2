// SPDX-License-Identifier: Apache-2.0
/**
 * The edge query cache in WildFly: QueryCacheProcessor registers the query cache's Hibernate integrator in each
 * persistence unit of a deployment with cacheable queries, on main and edges; QueryCaches is the runtime attribute
 * query-cache, each query's classification. The plain-Java query cache is the module org.outpost.querycache.
 */
package org.outpost.extension.querycache;
