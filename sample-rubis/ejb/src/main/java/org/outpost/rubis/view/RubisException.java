// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import jakarta.ejb.ApplicationException;

/** A request the application refuses (unknown id, wrong password, bad value); its message goes on the ERROR page. */
@ApplicationException(rollback = true)
public class RubisException extends Exception {

    private static final long serialVersionUID = 1L;

    public RubisException(String message) {
        super(message);
    }
}
