// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

/** Whether this run agrees with one of the paper's conclusions, decided from its numbers, with the numbers. */
record Finding(String section, String claim, Verdict verdict, String evidence) {

    enum Verdict {
        AGREES("agrees"),
        DISAGREES("disagrees"),
        NOT_MEASURED("not measured");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        String text() {
            return this.text;
        }

        static Verdict of(boolean agrees) {
            return agrees ? AGREES : DISAGREES;
        }
    }
}
