// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** Not replicated in the edge tests. */
@Entity
public class Ledger {
    @Id
    @GeneratedValue
    Long id;
    String entry;
}
