// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import org.outpost.wan.study.Progress;

/**
 * The {@code reliability/run} command: runs the {@link Suite} and exits 0 when nothing was lost, nothing diverged and
 * no read was older than its bookmark, 1 when something was, 2 on bad arguments, 3 when the suite itself failed.
 */
public final class ReliabilityRun {

    private ReliabilityRun() {
    }

    public static void main(String[] args) {
        ReliabilityOptions options;
        try {
            options = ReliabilityOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("reliability: " + e.getMessage());
            System.err.println("usage: reliability/run " + ReliabilityOptions.USAGE);
            System.exit(2);
            return;
        }
        Progress progress = new Progress("reliability", System.out);
        try {
            Suite.Outcome outcome = new Suite(options, progress).run(System.out);
            System.exit(outcome.failed() ? 1 : 0);
        } catch (Exception e) {
            progress.say("failed: " + e);
            e.printStackTrace();
            System.exit(3);
        }
    }
}
