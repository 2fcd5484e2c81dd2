// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order a customer committed (table {@code orders}); its lines are {@link LineItem}s. */
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "orderid")
    private int id;

    @Column(name = "userid", length = 25, nullable = false)
    private String userId;

    @Column(name = "orderdate", nullable = false)
    private LocalDateTime date;

    @Embedded
    @AttributeOverride(name = "firstName", column = @Column(name = "billtofirstname", length = 80, nullable = false))
    @AttributeOverride(name = "lastName", column = @Column(name = "billtolastname", length = 80, nullable = false))
    @AttributeOverride(name = "street1", column = @Column(name = "billaddr1", length = 80, nullable = false))
    @AttributeOverride(name = "street2", column = @Column(name = "billaddr2", length = 80))
    @AttributeOverride(name = "city", column = @Column(name = "billcity", length = 80, nullable = false))
    @AttributeOverride(name = "state", column = @Column(name = "billstate", length = 80, nullable = false))
    @AttributeOverride(name = "zip", column = @Column(name = "billzip", length = 20, nullable = false))
    @AttributeOverride(name = "country", column = @Column(name = "billcountry", length = 20, nullable = false))
    private Address billTo;

    @Embedded
    @AttributeOverride(name = "firstName", column = @Column(name = "shiptofirstname", length = 80, nullable = false))
    @AttributeOverride(name = "lastName", column = @Column(name = "shiptolastname", length = 80, nullable = false))
    @AttributeOverride(name = "street1", column = @Column(name = "shipaddr1", length = 80, nullable = false))
    @AttributeOverride(name = "street2", column = @Column(name = "shipaddr2", length = 80))
    @AttributeOverride(name = "city", column = @Column(name = "shipcity", length = 80, nullable = false))
    @AttributeOverride(name = "state", column = @Column(name = "shipstate", length = 80, nullable = false))
    @AttributeOverride(name = "zip", column = @Column(name = "shipzip", length = 20, nullable = false))
    @AttributeOverride(name = "country", column = @Column(name = "shipcountry", length = 20, nullable = false))
    private Address shipTo;

    @Column(length = 80, nullable = false)
    private String courier;

    @Column(name = "totalprice", precision = 10, scale = 2, nullable = false)
    private BigDecimal totalPrice;

    @Column(name = "creditcard", length = 80, nullable = false)
    private String creditCard;

    @Column(name = "exprdate", length = 7, nullable = false)
    private String expiryDate;

    @Column(name = "cardtype", length = 80, nullable = false)
    private String cardType;

    @Column(length = 20, nullable = false)
    private String locale;

    protected Order() {
    }

    public Order(String userId, LocalDateTime date, Address billTo, Address shipTo, String courier, BigDecimal totalPrice, String creditCard,
            String expiryDate, String cardType, String locale) {
        this.userId = userId;
        this.date = date;
        this.billTo = billTo;
        this.shipTo = shipTo;
        this.courier = courier;
        this.totalPrice = totalPrice;
        this.creditCard = creditCard;
        this.expiryDate = expiryDate;
        this.cardType = cardType;
        this.locale = locale;
    }

    public int getId() {
        return this.id;
    }

    public String getUserId() {
        return this.userId;
    }

    public LocalDateTime getDate() {
        return this.date;
    }

    public Address getBillTo() {
        return this.billTo;
    }

    public Address getShipTo() {
        return this.shipTo;
    }

    public String getCourier() {
        return this.courier;
    }

    public BigDecimal getTotalPrice() {
        return this.totalPrice;
    }

    public String getCreditCard() {
        return this.creditCard;
    }

    public String getExpiryDate() {
        return this.expiryDate;
    }

    public String getCardType() {
        return this.cardType;
    }

    public String getLocale() {
        return this.locale;
    }
}
