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

/** A comment a user leaves about another after a deal (table {@code comments}). */
@Entity
@Table(name = "comments")
@NamedQuery(name = "Comment.toUser",
        query = "SELECT c FROM Comment c JOIN FETCH c.fromUser WHERE c.toUser.id = :user ORDER BY c.date DESC, c.id DESC")
public class Comment {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private int id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "from_user_id")
    private User fromUser;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "to_user_id")
    private User toUser;

    /** Not an association: the item may since have moved to {@code old_items}. */
    @jakarta.persistence.Column(name = "item_id", nullable = false)
    private int itemId;

    private int rating;

    private LocalDateTime date;

    /** {@code TEXT} as in {@code rubis.sql}: also the type of the edges' replica column (the default, 255 characters, is too short). */
    @Column(columnDefinition = "TEXT")
    private String comment;

    protected Comment() {
    }

    public Comment(User fromUser, User toUser, int itemId, int rating, LocalDateTime date, String comment) {
        this.fromUser = fromUser;
        this.toUser = toUser;
        this.itemId = itemId;
        this.rating = rating;
        this.date = date;
        this.comment = comment;
    }

    public int getId() {
        return this.id;
    }

    public User getFromUser() {
        return this.fromUser;
    }

    public User getToUser() {
        return this.toUser;
    }

    public int getItemId() {
        return this.itemId;
    }

    public int getRating() {
        return this.rating;
    }

    public LocalDateTime getDate() {
        return this.date;
    }

    public String getComment() {
        return this.comment;
    }
}
