// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Comparator;
import java.util.Objects;

/**
 * One error found in a deployment's Outpost configuration, with the place it was declared.
 *
 * @param origin  where the culprit was declared
 * @param message what is wrong, naming the culprit
 */
public record Problem(Origin origin, String message) {

    /** Orders problems by origin, then message. */
    public static final Comparator<Problem> ORDER =
            Comparator.comparing(Problem::origin, Origin.ORDER).thenComparing(Problem::message);

    /** Checks that both parts are present. */
    public Problem {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return origin + ": " + message;
    }
}
