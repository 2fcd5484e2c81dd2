// SPDX-License-Identifier: Apache-2.0
/**
 * Outpost's edge query cache: the results of a deployment's cacheable named queries kept at the edge and kept fresh,
 * per parameter, by the change stream. {@link org.outpost.querycache.analysis} derives what each query depends on
 * from Hibernate's parsed query model.
 */
package org.outpost.querycache;
