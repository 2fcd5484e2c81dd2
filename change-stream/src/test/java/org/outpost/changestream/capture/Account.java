// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Temporal;
import jakarta.persistence.TemporalType;
import jakarta.persistence.Version;

/** A RUBiS user with every mapping the capture must handle; generated (IDENTITY) id, int version. */
@Entity
@Table(name = "account")
public class Account {
    enum Rating { BRONZE, SILVER, GOLD }
    enum Status { ACTIVE, SUSPENDED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    Long id;
    @Version
    int version;
    @Column(name = "nick_name", nullable = false)
    String nickName;
    String phone;
    @Embedded
    Address address;
    @Enumerated(EnumType.STRING)
    Rating rating;
    @Enumerated(EnumType.ORDINAL)
    Status status;
    BigDecimal balance;
    @Column(name = "birth_date")
    LocalDate birthDate;
    @Column(name = "last_login")
    LocalDateTime lastLogin;
    @Column(name = "created_at")
    Instant createdAt;
    @Temporal(TemporalType.TIMESTAMP)
    @Column(name = "legacy_stamp")
    Date legacyStamp;
    @Temporal(TemporalType.DATE)
    @Column(name = "legacy_day")
    Date legacyDay;
    @Lob
    String bio;
    @Lob
    byte[] avatar;
    @ManyToOne
    Region region;
}
