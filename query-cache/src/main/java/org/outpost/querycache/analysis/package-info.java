// SPDX-License-Identifier: Apache-2.0
/**
 * What a cacheable query reads, from Hibernate's parsed query model (SQM), and how a change to a row of each entity
 * it reads reaches its cached results: {@link org.outpost.querycache.analysis.QueryAnalyzer} turns a
 * {@code <cacheable-query>} into a {@link org.outpost.querycache.analysis.QueryAnalysis}, classified as maintained
 * per parameter, invalidated per entity type (with the reason) or refused (with the reason).
 */
package org.outpost.querycache.analysis;
