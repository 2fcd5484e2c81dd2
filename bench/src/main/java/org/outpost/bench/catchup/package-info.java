// SPDX-License-Identifier: Apache-2.0
/**
 * {@code bench/catch-up}: an edge catching up with a recorded backlog in this JVM, without servers. Main's change
 * capture records the backlog ({@link org.outpost.bench.catchup.RecordedBacklog}); an edge with Outpost's real apply
 * endpoint and synchronizer replays it into an H2 file replica store ({@link org.outpost.bench.catchup.CatchUpEdge}).
 */
package org.outpost.bench.catchup;
