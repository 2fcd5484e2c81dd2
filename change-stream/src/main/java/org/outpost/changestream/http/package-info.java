// SPDX-License-Identifier: Apache-2.0
/**
 * The catch-up protocol over plain HTTP that main's services (serving) and the edge's clients (fetching) share: the
 * URL layout (org.outpost.changestream.http.ChangeStreamPaths), the framing of bodies
 * (org.outpost.changestream.http.Frames) and the snapshot header (org.outpost.changestream.http.SnapshotHeader).
 */
package org.outpost.changestream.http;
