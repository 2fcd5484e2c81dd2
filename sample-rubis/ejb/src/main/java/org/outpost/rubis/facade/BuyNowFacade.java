// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.time.LocalDateTime;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.BuyNow;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.BuyNowForm;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;

/** Buying at the buy-now price (RUBiS's SB_BuyNow, SB_StoreBuyNow). */
@Stateless
public class BuyNowFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /**
     * Authenticates the buyer and returns what the buy-now form shows, for any active item: as in the original RUBiS,
     * whose client emulator asks for the form of whatever item it last saw, with or without a buy-now price. Read-only.
     */
    public BuyNowForm buyNowForm(int itemId, String nickname, String password) throws RubisException {
        User user = Lookups.authenticate(this.em, nickname, password);
        Item item = Lookups.item(this.em, itemId);
        return new BuyNowForm(user.getId(), user.getNickname(), Lookups.detail(item, false), item.getQuantity());
    }

    /** Stores a purchase and takes its quantity from the item, ending the auction when none is left; writes. */
    public ItemDetail storeBuyNow(int userId, int itemId, int qty) throws RubisException {
        User user = Lookups.user(this.em, userId);
        Item item = this.em.find(Item.class, itemId, LockModeType.PESSIMISTIC_WRITE);
        if (item == null) {
            throw new RubisException("There is no active item with id " + itemId);
        }
        if (qty < 1 || qty > item.getQuantity()) {
            throw new RubisException("You cannot buy " + qty + " items; between 1 and " + item.getQuantity() + " are available");
        }
        LocalDateTime now = LocalDateTime.now().withNano(0);
        this.em.persist(new BuyNow(user, item, qty, now));
        item.buy(qty, now);
        return Lookups.detail(item, false);
    }
}
