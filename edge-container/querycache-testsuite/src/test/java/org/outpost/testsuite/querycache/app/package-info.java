// SPDX-License-Identifier: Apache-2.0
/** The query-cache suite's application: books, their cacheable queries, a façade and a servlet. */
package org.outpost.testsuite.querycache.app;
