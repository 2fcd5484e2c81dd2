// SPDX-License-Identifier: Apache-2.0
/**
 * Main's side of catch-up over HTTP: {@link org.outpost.changestream.serving.ReplayService} (the outbox's change sets
 * from a sequence) and {@link org.outpost.changestream.serving.SnapshotService} (every replicated row, or some rows of
 * one entity, in one repeatable-read transaction with its sequence) behind the HTTP-neutral
 * {@link org.outpost.changestream.serving.ChangeStreamEndpoints}, laid out by
 * {@link org.outpost.changestream.http.ChangeStreamPaths}. The edge's counterparts are in the {@code fetching}
 * package. Messages: {@code ServingLogger}, OUTPOST0400 to OUTPOST0419.
 */
package org.outpost.changestream.serving;
