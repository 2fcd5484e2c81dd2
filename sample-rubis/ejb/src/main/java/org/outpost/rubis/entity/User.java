// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A registered user (table {@code users}): buyer, bidder, seller and target of comments. */
@Entity
@Table(name = "users")
@NamedQuery(name = "User.byNickname", query = "SELECT u FROM User u WHERE u.nickname = :nickname")
public class User {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private int id;

    @Column(length = 20)
    private String firstname;

    @Column(length = 20)
    private String lastname;

    @Column(length = 20, nullable = false, unique = true)
    private String nickname;

    @Column(length = 20, nullable = false)
    private String password;

    @Column(length = 50, nullable = false)
    private String email;

    private int rating;

    private double balance;

    @Column(name = "creation_date")
    private LocalDateTime creationDate;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "region")
    private Region region;

    protected User() {
    }

    public User(String firstname, String lastname, String nickname, String password, String email, Region region, LocalDateTime creationDate) {
        this.firstname = firstname;
        this.lastname = lastname;
        this.nickname = nickname;
        this.password = password;
        this.email = email;
        this.region = region;
        this.creationDate = creationDate;
    }

    /** Whether {@code candidate} is this user's password. */
    public boolean hasPassword(String candidate) {
        return this.password.equals(candidate);
    }

    /** Adds a comment's rating to the user's rating. */
    public void rate(int points) {
        this.rating += points;
    }

    public int getId() {
        return this.id;
    }

    public String getFirstname() {
        return this.firstname;
    }

    public String getLastname() {
        return this.lastname;
    }

    public String getNickname() {
        return this.nickname;
    }

    public String getEmail() {
        return this.email;
    }

    public int getRating() {
        return this.rating;
    }

    public double getBalance() {
        return this.balance;
    }

    public LocalDateTime getCreationDate() {
        return this.creationDate;
    }

    public Region getRegion() {
        return this.region;
    }
}
