// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.time.Instant;
import java.util.UUID;

/**
 * The edge's apply counters at one instant, for management and the WAN study. Immutable.
 *
 * @param epoch             main's epoch the replica follows, {@code null} before its first snapshot
 * @param appliedSequence   the last sequence applied (0 before any)
 * @param mainSequence      the highest sequence known on main: the one given, or the highest seen on arrival
 * @param lagTransactions   {@code mainSequence - appliedSequence}, at least 0
 * @param lagMillis         commit on main to commit on the edge of the last change set applied, -1 before any
 * @param lagMillisP50      the median of that lag over the last {@code lagSamples} change sets applied, -1 before any
 * @param lagMillisP99      its 99th percentile (nearest rank) over the same change sets, -1 before any
 * @param lagSamples        how many change sets the percentiles cover: those applied since start, at most the
 *                          {@value LagReservoir#DEFAULT_CAPACITY} most recent
 * @param applyRatePerSecond change sets applied per second over the last {@value ApplyCounters#RATE_WINDOW_SECONDS} s
 * @param changeSetsApplied change sets applied since start (replayed ones included)
 * @param rowsApplied       rows applied since start
 * @param duplicatesSkipped change sets skipped as already applied
 * @param gapsDetected      change sets that arrived ahead of a gap
 * @param bytesReceived     bytes of encoded change sets received (topic and replay)
 * @param snapshots         snapshots installed
 * @param snapshotRows      rows of the last snapshot installed, 0 before any
 * @param snapshotMillis    how long the last snapshot took to install, from its header to its swap committed
 *                          (transfer, load into the shadow tables and swap), 0 before any
 * @param replays           replay runs from main's outbox
 * @param replayedChangeSets change sets received by replay
 * @param failures          change sets that failed and rolled back
 * @param lastAppliedAt     when the last change set was applied, {@code null} before any
 * @param catchUpStartedAt  when the last catch-up (snapshot if needed, then replay) began: at start, after a
 *                          reconnection; {@code null} before any
 */
public record ApplyStats(UUID epoch, long appliedSequence, long mainSequence, long lagTransactions, long lagMillis,
                         long lagMillisP50, long lagMillisP99, int lagSamples, double applyRatePerSecond,
                         long changeSetsApplied, long rowsApplied, long duplicatesSkipped, long gapsDetected,
                         long bytesReceived, long snapshots, long snapshotRows, long snapshotMillis, long replays,
                         long replayedChangeSets, long failures, Instant lastAppliedAt, Instant catchUpStartedAt) {
}
