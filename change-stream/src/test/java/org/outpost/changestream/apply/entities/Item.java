// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Date;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Lob;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Temporal;
import jakarta.persistence.TemporalType;
import jakarta.persistence.Version;

/** Generated id, version, many-to-one, overridden embedded, lobs, enums both ways, temporals, nullables. */
@Entity
@Table(name = "item")
public class Item {
    @Id
    @GeneratedValue
    public Long id;
    @Version
    public int version;
    @Column(nullable = false, length = 100)
    public String name;
    @Lob
    public String description;
    @Lob
    public byte[] picture;
    @Enumerated(EnumType.STRING)
    public Status status;
    @Enumerated(EnumType.ORDINAL)
    public Category category;
    @Column(precision = 10, scale = 2)
    public BigDecimal price;
    @Column(name = "listed_at")
    public Instant listedAt;
    @Column(name = "end_date")
    public LocalDate endDate;
    @Temporal(TemporalType.TIMESTAMP)
    @Column(name = "legacy_time")
    public Date legacyTime;
    public Integer quantity;
    @ManyToOne
    @JoinColumn(name = "seller_id")
    public Seller seller;
    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "street", column = @Column(name = "ship_street")),
            @AttributeOverride(name = "city", column = @Column(name = "ship_city"))})
    public Address shipFrom;
}
