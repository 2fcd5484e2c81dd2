// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import java.io.Serial;
import java.io.Serializable;

/**
 * What a forwarded call did on main: the value returned or the exception thrown by the target bean's view (an
 * application exception as the application threw it, a system exception as main's container wrapped it), and the
 * bookmark of the change sets it committed. An exception travels inside the result rather than as the gateway's own
 * failure so that a call that committed and then threw an application exception still carries its bookmark, and so
 * that the edge tells main's exceptions apart from failures to reach main.
 */
public final class ForwardedResult implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    private final Object value;
    private final Throwable thrown;
    private final String bookmark;

    private ForwardedResult(Object value, Throwable thrown, String bookmark) {
        this.value = value;
        this.thrown = thrown;
        this.bookmark = bookmark;
    }

    /** A method that returned {@code value} (null for void). */
    public static ForwardedResult returned(Object value, String bookmark) {
        return new ForwardedResult(value, null, bookmark);
    }

    /** A method that threw {@code thrown}. */
    public static ForwardedResult threw(Throwable thrown, String bookmark) {
        if (thrown == null) {
            throw new IllegalArgumentException("thrown");
        }
        return new ForwardedResult(null, thrown, bookmark);
    }

    /** The value returned; null when the method is void or threw. */
    public Object value() {
        return this.value;
    }

    /** The exception the method threw, or null. */
    public Throwable thrown() {
        return this.thrown;
    }

    /**
     * The text form of the bookmarks of what the call committed ({@code stream:epoch:sequence}, several joined by
     * {@code /}); null when it committed no change of a replicated entity.
     */
    public String bookmark() {
        return this.bookmark;
    }
}
