// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.app;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;

/** A bid, kept on main only. */
@Entity
@NamedQuery(name = "Bid.forItem", query = "SELECT b FROM Bid b WHERE b.itemId = :itemId")
public class Bid {

    @Id
    private long id;
    private long itemId;
    private double amount;
}
