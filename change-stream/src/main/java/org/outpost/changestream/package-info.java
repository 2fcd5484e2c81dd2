// SPDX-License-Identifier: Apache-2.0
/**
 * The change stream from main to edges, as plain Java: the ChangeSet model and wire codec (model, wire), capture and
 * outbox on main (capture, outbox), the mapping both sides share (mapping), Jakarta Messaging transport (transport),
 * catch-up over HTTP (http: the protocol; serving: main's services; fetching: the edge's clients), apply on an edge
 * (apply, edge) and bookmarks (bookmark). This package holds the module's message logger and what several packages
 * share.
 */
package org.outpost.changestream;
