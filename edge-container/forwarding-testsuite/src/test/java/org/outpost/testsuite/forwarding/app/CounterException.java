// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.app;

/** An application exception (checked, so it does not roll back): arrives on the edge as itself. */
public class CounterException extends Exception {

    private static final long serialVersionUID = 1L;

    private final long counter;

    public CounterException(String message, long counter) {
        super(message);
        this.counter = counter;
    }

    public long counter() {
        return this.counter;
    }
}
