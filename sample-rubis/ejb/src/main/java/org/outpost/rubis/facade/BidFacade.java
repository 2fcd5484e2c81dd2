// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.time.LocalDateTime;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Bid;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.BidForm;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.StoredBid;

/** Bidding (RUBiS's SB_PutBid, SB_StoreBid). */
@Stateless
public class BidFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** Authenticates the bidder and returns what the bid form shows. Read-only. */
    public BidForm putBidForm(int itemId, String nickname, String password) throws RubisException {
        User user = Lookups.authenticate(this.em, nickname, password);
        Item item = Lookups.item(this.em, itemId);
        return new BidForm(user.getId(), user.getNickname(), Lookups.detail(item, false), item.minimumBid(), item.getQuantity());
    }

    /** Stores a bid and updates the item's number of bids and highest bid; writes. */
    public StoredBid storeBid(int userId, int itemId, double bid, double maxBid, int qty) throws RubisException {
        User user = Lookups.user(this.em, userId);
        Item item = this.em.find(Item.class, itemId, LockModeType.PESSIMISTIC_WRITE);
        if (item == null) {
            throw new RubisException("There is no active item with id " + itemId);
        }
        if (bid < item.minimumBid()) {
            throw new RubisException("Your bid of " + bid + " is below the minimum bid of " + item.minimumBid());
        }
        if (maxBid < bid) {
            throw new RubisException("Your maximum bid of " + maxBid + " is below your bid of " + bid);
        }
        if (qty < 1 || qty > item.getQuantity()) {
            throw new RubisException("You cannot bid on " + qty + " items; between 1 and " + item.getQuantity() + " are available");
        }
        this.em.persist(new Bid(user, item, qty, bid, maxBid, LocalDateTime.now().withNano(0)));
        item.addBid(bid);
        User seller = item.getSeller();
        return new StoredBid(item.getId(), item.getName(), seller.getId(), seller.getNickname(), bid, qty);
    }
}
