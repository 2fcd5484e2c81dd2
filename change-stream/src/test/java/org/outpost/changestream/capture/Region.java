// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Assigned id, one column: RUBiS's region. */
@Entity
public class Region {
    @Id
    Integer id;
    String name;

    protected Region() {
    }

    Region(Integer id, String name) {
        this.id = id;
        this.name = name;
    }
}
