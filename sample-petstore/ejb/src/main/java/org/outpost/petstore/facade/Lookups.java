// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.facade;

import jakarta.persistence.EntityManager;

import org.outpost.petstore.entity.Address;
import org.outpost.petstore.view.AddressView;
import org.outpost.petstore.view.PetStoreException;

/** What the façades share: finding an entity or refusing the request, and mapping addresses. */
final class Lookups {

    private Lookups() {
    }

    /** The entity of {@code type} with id {@code id}; refuses an id that names none, calling it a {@code what}. */
    static <T> T find(EntityManager em, Class<T> type, Object id, String what) throws PetStoreException {
        T found = id == null ? null : em.find(type, id);
        if (found == null) {
            throw new PetStoreException("There is no " + what + " '" + id + "'");
        }
        return found;
    }

    /** A list's first position, refused when negative. */
    static int start(int start) throws PetStoreException {
        if (start < 0) {
            throw new PetStoreException("A list starts at 0 or later, not at " + start);
        }
        return start;
    }

    static AddressView view(Address address) {
        return new AddressView(address.getFirstName(), address.getLastName(), address.getStreet1(), address.getStreet2(), address.getCity(),
                address.getState(), address.getZip(), address.getCountry());
    }

    static Address address(AddressView view) {
        return new Address(view.firstName(), view.lastName(), view.street1(), view.street2(), view.city(), view.state(), view.zip(),
                view.country());
    }
}
