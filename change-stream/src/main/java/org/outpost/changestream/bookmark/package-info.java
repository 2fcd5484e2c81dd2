// SPDX-License-Identifier: Apache-2.0
/**
 * Bookmarks: read-your-writes at the edge. On main, {@link org.outpost.changestream.bookmark.CommitScope} collects on
 * the committing thread the change sets a forwarded call committed, so main can answer the call with a
 * {@link org.outpost.changestream.bookmark.Bookmark} (stream, epoch, sequence). On an edge,
 * {@link org.outpost.changestream.bookmark.Bookmarks} is the highest bookmark per stream a user session has seen, and
 * {@link org.outpost.changestream.bookmark.AppliedPosition} (an apply listener) lets a request wait, bounded, until the
 * replica store applied it.
 */
package org.outpost.changestream.bookmark;
