// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Replicated in invalidate mode: keys only. */
@Entity
@Table(name = "item_comment")
public class Comment {
    @Id
    @GeneratedValue
    Long id;
    String text;

    protected Comment() {
    }

    public Comment(String text) {
        this.text = text;
    }

    public Long id() {
        return id;
    }

    public void text(String text) {
        this.text = text;
    }
}
