// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Replicated in the edge tests. */
@Entity
public class Shelf {
    @Id
    Integer id;
    String label;

    protected Shelf() {
    }

    Shelf(Integer id, String label) {
        this.id = id;
        this.label = label;
    }
}
