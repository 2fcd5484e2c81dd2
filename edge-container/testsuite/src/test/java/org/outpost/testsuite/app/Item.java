// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.app;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;

import org.outpost.annotation.CacheableQuery;
import org.outpost.annotation.ReadOnlyReplica;
import org.outpost.annotation.UpdateMode;

/** An auction item, replicated to edges; the test EAR's descriptor overrides its update mode. */
@Entity
@ReadOnlyReplica(update = UpdateMode.SYNC)
@NamedQuery(name = "Item.byCategory", query = "SELECT i FROM Item i WHERE i.category = :category")
@CacheableQuery(name = "Item.byCategory")
public class Item {

    @Id
    private long id;
    private String name;
    private String category;
}
