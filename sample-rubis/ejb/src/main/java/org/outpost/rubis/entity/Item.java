// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import java.time.LocalDateTime;

import jakarta.persistence.Entity;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An item on sale (table {@code items}); its auction has not ended yet or ended recently. */
@Entity
@Table(name = "items")
@NamedQuery(name = "Item.byCategory",
        query = "SELECT i FROM Item i WHERE i.category.id = :category AND i.endDate >= CURRENT_TIMESTAMP ORDER BY i.endDate, i.id")
@NamedQuery(name = "Item.byCategoryAndRegion",
        query = "SELECT i FROM Item i WHERE i.category.id = :category AND i.seller.region.id = :region"
                + " AND i.endDate >= CURRENT_TIMESTAMP ORDER BY i.endDate, i.id")
@NamedQuery(name = "Item.bySeller", query = "SELECT i FROM Item i WHERE i.seller.id = :seller ORDER BY i.endDate, i.id")
public class Item extends AbstractItem {

    protected Item() {
    }

    public Item(String name, String description, double initialPrice, int quantity, double reservePrice, double buyNow,
            LocalDateTime startDate, LocalDateTime endDate, User seller, Category category) {
        super(name, description, initialPrice, quantity, reservePrice, buyNow, startDate, endDate, seller, category);
    }
}
