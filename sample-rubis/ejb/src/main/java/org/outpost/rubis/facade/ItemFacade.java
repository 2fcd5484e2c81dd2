// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Bid;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.OldItem;
import org.outpost.rubis.view.BidHistory;
import org.outpost.rubis.view.BidView;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;

/** Viewing items (RUBiS's SB_ViewItem, SB_ViewBidHistory). Read-only. */
@Stateless
public class ItemFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** An active item with its seller, or {@code null} when no active item has that id (it may be an old one). */
    public ItemDetail viewItem(int itemId) {
        Item item = this.em.find(Item.class, itemId);
        return item == null ? null : Lookups.detail(item, false);
    }

    /** An item whose auction is over; the View Item page asks for it only when {@link #viewItem} found nothing. */
    public ItemDetail viewOldItem(int itemId) throws RubisException {
        OldItem item = this.em.find(OldItem.class, itemId);
        if (item == null) {
            throw new RubisException("There is no item with id " + itemId);
        }
        return Lookups.detail(item, true);
    }

    /** The bids on an active item, highest first. */
    public BidHistory bidHistory(int itemId) throws RubisException {
        Item item = Lookups.item(this.em, itemId);
        return new BidHistory(item.getId(), item.getName(), this.em.createNamedQuery("Bid.forItem", Bid.class).setParameter("item", itemId)
                .getResultStream()
                .map(b -> new BidView(b.getUser().getId(), b.getUser().getNickname(), b.getBid(), b.getQty(), b.getDate()))
                .toList());
    }
}
