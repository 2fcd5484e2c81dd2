// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import java.util.List;

import jakarta.ejb.Stateless;

import org.hibernate.SessionFactory;
import org.outpost.testsupport.EntityFacade;

/** Writes listings (on main: the descriptor forwards the writes) and reads them through the cacheable query. */
@Stateless
public class ListingFacade extends EntityFacade {

    public long add(String title, int category, int price, String sellerName) {
        List<Seller> sellers = entityManager().createNamedQuery("Seller.byName", Seller.class)
                .setParameter("name", sellerName).getResultList();
        Seller seller = sellers.isEmpty() ? persisted(new Seller(sellerName)) : sellers.get(0);
        return persisted(new Listing(title, category, price, seller)).id();
    }

    public void move(long id, int category) {
        entityManager().find(Listing.class, id).moveTo(category);
    }

    public void reprice(long id, int price) {
        entityManager().find(Listing.class, id).reprice(price);
    }

    /** Sets the price of every listing of a category, in one transaction. */
    public void repriceCategory(int category, int price) {
        byCategoryEntities(category).forEach(listing -> listing.reprice(price));
    }

    public void renameSeller(String name, String newName) {
        entityManager().createNamedQuery("Seller.byName", Seller.class).setParameter("name", name).getSingleResult()
                .rename(newName);
    }

    public long offer(long listing, int amount, String bidder) {
        return persisted(new Offer(listing, amount, bidder)).id();
    }

    public void raiseOffer(long id, int amount) {
        entityManager().find(Offer.class, id).raise(amount);
    }

    /** The offers on a listing, one line each, through the source="main" cacheable query. */
    public List<String> offers(long listing) {
        return entityManager().createNamedQuery("Offer.forListing", Offer.class).setParameter("listing", listing)
                .getResultStream().map(Offer::line).toList();
    }

    /** The listings of a category, one line each, through the cacheable query. */
    public List<String> byCategory(int category) {
        return byCategoryEntities(category).stream().map(Listing::line).toList();
    }

    /** The JDBC statements this server's persistence unit prepared so far (Hibernate statistics). */
    public long statements() {
        return entityManager().getEntityManagerFactory().unwrap(SessionFactory.class).getStatistics()
                .getPrepareStatementCount();
    }

    private List<Listing> byCategoryEntities(int category) {
        return entityManager().createNamedQuery("Listing.byCategory", Listing.class).setParameter("category", category)
                .getResultList();
    }
}
