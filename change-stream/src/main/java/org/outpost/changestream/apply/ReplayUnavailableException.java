// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

/**
 * Main's outbox cannot replay what was asked (beyond retention, or another epoch); the edge needs a snapshot.
 */
public final class ReplayUnavailableException extends Exception {

    private static final long serialVersionUID = 1L;

    public ReplayUnavailableException(String message) {
        super(message);
    }
}
