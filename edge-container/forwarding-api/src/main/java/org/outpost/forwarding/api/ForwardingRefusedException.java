// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import java.io.Serial;

import jakarta.ejb.EJBAccessException;

/**
 * Main refused a forwarded call: the caller is not in role {@value ForwardedCalls#EDGE_ROLE}, or the method is not
 * declared {@code execute-at="main"} in the deployment's Outpost descriptor. The message names the method and the
 * reason.
 */
public class ForwardingRefusedException extends EJBAccessException {

    @Serial
    private static final long serialVersionUID = 1L;

    public ForwardingRefusedException(String message) {
        super(message);
    }
}
