// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import java.io.Serial;

import jakarta.ejb.EJBException;

/**
 * An edge could not run a forwarded call on main: main unreachable, timed out, or the edge's credentials refused.
 * The message names the method and main's URL. A system exception: the call may or may not have run on main.
 */
public class OutpostForwardingException extends EJBException {

    @Serial
    private static final long serialVersionUID = 1L;

    public OutpostForwardingException(String message, Exception cause) {
        super(message, cause);
    }
}
