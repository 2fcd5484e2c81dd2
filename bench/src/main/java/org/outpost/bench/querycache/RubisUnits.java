// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import org.hibernate.SessionFactory;
import org.outpost.bench.inprocess.HibernateUnits;
import org.outpost.rubis.entity.Bid;
import org.outpost.rubis.entity.BuyNow;
import org.outpost.rubis.entity.Category;
import org.outpost.rubis.entity.Comment;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.OldItem;
import org.outpost.rubis.entity.Region;
import org.outpost.rubis.entity.User;

/** RUBiS' persistence unit as a Hibernate session factory on an H2 in-memory database, as main or an edge has it. */
final class RubisUnits {

    static final List<Class<?>> ENTITIES = List.of(Region.class, Category.class, User.class, Item.class,
            OldItem.class, Bid.class, Comment.class, BuyNow.class);

    private RubisUnits() {
    }

    /** RUBiS' unit on {@code database}: see {@link HibernateUnits#sessionFactory}. */
    static SessionFactory sessionFactory(DataSource database, Map<Object, Object> settings, boolean createTables,
            boolean cacheEntities) {
        return HibernateUnits.sessionFactory(database, ENTITIES, settings, createTables, cacheEntities);
    }
}
