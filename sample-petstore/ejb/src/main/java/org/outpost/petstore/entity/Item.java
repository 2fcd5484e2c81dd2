// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import java.math.BigDecimal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An item one can buy (table {@code item}), a variant of a product such as a large Angelfish ({@code EST-1}). */
@Entity
@Table(name = "item")
@NamedQuery(name = "Item.byProduct", query = "SELECT i FROM Item i WHERE i.product.id = :product ORDER BY i.id")
public class Item {

    @Id
    @Column(name = "itemid", length = 10)
    private String id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "productid")
    private Product product;

    @Column(name = "listprice", precision = 10, scale = 2, nullable = false)
    private BigDecimal listPrice;

    @Column(name = "unitcost", precision = 10, scale = 2, nullable = false)
    private BigDecimal unitCost;

    private int supplier;

    @Column(length = 2)
    private String status;

    /** The attribute that tells the item from its siblings ("Large", "Male Adult"); {@code attr2}…{@code attr5} are unused, as in Pet Store's data. */
    @Column(name = "attr1", length = 80)
    private String attribute;

    protected Item() {
    }

    public String getId() {
        return this.id;
    }

    public Product getProduct() {
        return this.product;
    }

    public BigDecimal getListPrice() {
        return this.listPrice;
    }

    public BigDecimal getUnitCost() {
        return this.unitCost;
    }

    public int getSupplier() {
        return this.supplier;
    }

    public String getStatus() {
        return this.status;
    }

    public String getAttribute() {
        return this.attribute;
    }
}
