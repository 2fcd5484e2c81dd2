// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.time.LocalDateTime;

import org.hibernate.Session;
import org.outpost.rubis.entity.Bid;
import org.outpost.rubis.entity.Category;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;

/** One transaction of the stream on main, as RUBiS' façades write it: a bid, or a new item put up for sale. */
sealed interface RubisChange {

    /** Writes the change in {@code session}'s transaction. */
    void write(Session session);

    /**
     * A bid of the minimum amount on an item ({@code BidFacade.storeBid}): a new row of {@code bids}, and the item's
     * number of bids and highest bid.
     */
    record NewBid(int user, int item) implements RubisChange {

        @Override
        public void write(Session session) {
            Item bidOn = session.find(Item.class, item);
            double amount = bidOn.minimumBid();
            session.persist(new Bid(session.getReference(User.class, user), bidOn, 1, amount, amount + 5,
                    LocalDateTime.now().withNano(0)));
            bidOn.addBid(amount);
        }
    }

    /** A new item of a seller in a category, on sale for a week ({@code SellFacade.registerItem}): a new row of {@code items}. */
    record NewItem(int seller, int category) implements RubisChange {

        @Override
        public void write(Session session) {
            LocalDateTime now = LocalDateTime.now().withNano(0);
            session.persist(new Item("A new item of user " + seller, "Put up for sale during the benchmark.", 10.0, 1,
                    0.0, 0.0, now, now.plusDays(7), session.getReference(User.class, seller),
                    session.getReference(Category.class, category)));
        }
    }
}
