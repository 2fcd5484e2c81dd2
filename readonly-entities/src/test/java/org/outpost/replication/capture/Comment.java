package org.outpost.replication.capture;

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
}
