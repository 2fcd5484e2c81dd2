// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import jakarta.ejb.ApplicationException;

/**
 * A request the application refuses (unknown id, bad number, wrong password, out of stock); its message goes on the
 * ERROR page. Thrown by a façade, it rolls the transaction back: a refused order takes nothing from the inventory.
 */
@ApplicationException(rollback = true)
public class PetStoreException extends Exception {

    private static final long serialVersionUID = 1L;

    public PetStoreException(String message) {
        super(message);
    }
}
