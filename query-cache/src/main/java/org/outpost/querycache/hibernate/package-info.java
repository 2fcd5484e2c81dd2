// SPDX-License-Identifier: Apache-2.0
/**
 * The query cache inside Hibernate: {@link org.outpost.querycache.hibernate.QueryCacheIntegrator}, which the
 * subsystem registers in a deployment's persistence units, analyses their cacheable queries once the session factory
 * is built and refuses the unit when one of them cannot be cached.
 */
package org.outpost.querycache.hibernate;
