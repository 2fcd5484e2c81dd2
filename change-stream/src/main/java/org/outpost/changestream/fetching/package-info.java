// SPDX-License-Identifier: Apache-2.0
/**
 * The edge's side of catch-up over HTTP: org.outpost.changestream.fetching.ReplayClient (counterpart of main's
 * org.outpost.changestream.serving.ReplayService) and org.outpost.changestream.fetching.SnapshotClient (counterpart
 * of org.outpost.changestream.serving.SnapshotService, also fetching the stale rows of invalidate-mode entities), the
 * replay and snapshot seams of the apply package. Messages: FetchingLogger, OUTPOST0420 to OUTPOST0439.
 */
package org.outpost.changestream.fetching;
