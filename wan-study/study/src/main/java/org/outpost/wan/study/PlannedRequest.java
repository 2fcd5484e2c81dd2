// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

/** One request of a session: the page it asks for and its path under the context root, already URL-encoded. */
public record PlannedRequest(PageId page, String path) {
}
