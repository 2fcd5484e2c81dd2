// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

/**
 * What a link's faults have done so far ({@link LinkProxy#faultStats()}); the counts only grow.
 *
 * @param refused    connections reset as soon as accepted, while the link was cut
 * @param severed    open connections reset by a cut
 * @param dropped    units (or spans of their bytes) lost
 * @param duplicated units (or spans of their bytes) repeated
 * @param corrupted  units with a byte altered
 * @param reordered  units held back for the next one to overtake
 * @param delayed    units delivered late
 */
public record FaultStats(long refused, long severed, long dropped, long duplicated, long corrupted, long reordered,
        long delayed) {
}
