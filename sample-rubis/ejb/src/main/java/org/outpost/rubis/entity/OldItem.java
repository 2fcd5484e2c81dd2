// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An item whose auction is over (table {@code old_items}); read-only for the application. */
@Entity
@Table(name = "old_items")
public class OldItem extends AbstractItem {

    protected OldItem() {
    }
}
