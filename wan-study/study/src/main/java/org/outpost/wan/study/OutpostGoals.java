// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.ArrayList;
import java.util.List;

/**
 * Outpost's goals for its own configuration, c6, page by page for the remote groups: a read page within 1.1 × its local
 * time (or 1 ms more: the response times are whole milliseconds) and with 0 WAN round trips; a write page within one
 * WAN round trip (200 ms) plus 30 ms.
 */
final class OutpostGoals {

    static final double READ_RATIO = 1.1;
    static final double RESOLUTION_MS = 1;
    static final double WRITE_LIMIT_MS = 230;

    /** One page's check. */
    record Check(PageId page, boolean write, double remoteMillis, double localMillis, long roundTrips, boolean met) {
    }

    private OutpostGoals() {
    }

    static List<Check> checks(ConfigurationResult c6) {
        List<Check> checks = new ArrayList<>();
        for (PageId page : c6.pages()) {
            StudyResults.Cell remote = StudyResults.cell(c6, page, ReportGroup.REMOTE);
            double local = StudyResults.cell(c6, page, ReportGroup.LOCAL).stats().mean();
            double millis = remote.stats().mean();
            long roundTrips = remote.roundTrips().orElse(-1);
            boolean write = c6.app().writePages().contains(page);
            boolean met = write ? millis <= WRITE_LIMIT_MS
                    : (millis <= READ_RATIO * local || millis <= local + RESOLUTION_MS) && roundTrips == 0;
            checks.add(new Check(page, write, millis, local, roundTrips, met));
        }
        return checks;
    }

    static boolean allMet(List<Check> checks) {
        return !checks.isEmpty() && checks.stream().allMatch(Check::met);
    }
}
