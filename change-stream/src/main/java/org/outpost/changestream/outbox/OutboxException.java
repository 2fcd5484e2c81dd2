// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

/**
 * A failure to read or write the outbox tables; the message names the table. Thrown from inside a committing
 * transaction it makes that transaction fail: data is never committed without its change set.
 */
public class OutboxException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public OutboxException(String message, Throwable cause) {
        super(message, cause);
    }

    public OutboxException(String message) {
        super(message);
    }
}
