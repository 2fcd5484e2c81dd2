// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

/**
 * How Outpost describes a failure in a message to an operator or a user: the chain of causes in one line.
 */
public final class Failures {

    private Failures() {
    }

    /** The failure's chain of messages, outermost first, without repeats. */
    public static String reason(Throwable failure) {
        StringBuilder reason = new StringBuilder();
        String last = null;
        for (Throwable cause = failure; cause != null && reason.length() < 1000; cause = cause.getCause() == cause ? null : cause.getCause()) {
            String text = cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
            if (last == null || !last.contains(String.valueOf(cause.getMessage()))) {
                reason.append(reason.length() == 0 ? "" : " <- ").append(text);
            }
            last = text;
        }
        return reason.toString();
    }
}
