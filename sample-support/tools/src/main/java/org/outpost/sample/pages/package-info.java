// SPDX-License-Identifier: Apache-2.0
/** What the samples' page tests share: a browser of a sample's pages, and the comparison of the pages of main and an edge. */
package org.outpost.sample.pages;
