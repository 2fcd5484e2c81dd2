/**
 * Bookmarks: read-your-writes at the edge. On main, {@link org.outpost.replication.bookmark.CommitScope} collects on
 * the committing thread the change sets a forwarded call committed, so main can answer the call with a
 * {@link org.outpost.replication.bookmark.Bookmark} (stream, epoch, sequence). On an edge,
 * {@link org.outpost.replication.bookmark.Bookmarks} is the highest bookmark per stream a user session has seen, and
 * {@link org.outpost.replication.bookmark.AppliedPosition} (an apply listener) lets a request wait, bounded, until the
 * replica store applied it.
 */
package org.outpost.replication.bookmark;
