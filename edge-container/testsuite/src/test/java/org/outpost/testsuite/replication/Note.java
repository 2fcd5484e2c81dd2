// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity of the replication test application that is not replicated: an edge refuses to read it. */
@Entity
@Table(name = "test_note")
public class Note {

    @Id
    @GeneratedValue
    private Long id;
    private String text;
}
