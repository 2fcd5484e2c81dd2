// SPDX-License-Identifier: Apache-2.0
/**
 * The query cache's part of the {@code outpost-validate} command ({@code query-cache/target/outpost-validate.jar}):
 * the classification of each cacheable query, computed as the server will, from the deployment's classes.
 */
package org.outpost.querycache.cli;
