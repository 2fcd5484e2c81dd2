// SPDX-License-Identifier: Apache-2.0
/**
 * The web tier of bookmarks on an edge: the first filter of each web module (BookmarkFilter, installed by
 * BookmarkFilterProcessor) keeps the user's bookmarks (RequestBookmarks: session and cookie Outpost-Bookmark), waits
 * up to lag-wait until the replica applied them (EdgeReadGate), and past that applies the deployment's disconnected
 * policy (DisconnectedPolicies), forwarding a read to main when it says so (MainReadForwarder). The plain-Java
 * bookmark model is org.outpost.changestream.bookmark. Messages: BookmarkLogger, OUTPOST0580 to OUTPOST0599.
 */
package org.outpost.extension.bookmark;
