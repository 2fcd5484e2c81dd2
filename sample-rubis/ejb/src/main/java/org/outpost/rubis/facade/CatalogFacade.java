// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.util.List;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.Region;
import org.outpost.rubis.view.CategoryView;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RegionCategories;
import org.outpost.rubis.view.RegionView;
import org.outpost.rubis.view.RubisException;

/**
 * Browsing (RUBiS's SB_BrowseCategories, SB_BrowseRegions, SB_SearchItemsByCategory, SB_SearchItemsByRegion): the
 * category and region lists and the paged lists of active items. Read-only.
 */
@Stateless
public class CatalogFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** All categories, by id. */
    public List<CategoryView> categories() {
        return Lookups.categories(this.em);
    }

    /** All regions, by id. */
    public List<RegionView> regions() {
        return this.em.createNamedQuery("Region.all", Region.class).getResultStream().map(r -> new RegionView(r.getId(), r.getName())).toList();
    }

    /** A region, by id (digits) or by name as the original client sends it, with the categories to browse in it. */
    public RegionCategories categoriesInRegion(String region) throws RubisException {
        Region found = null;
        if (region != null && !region.isEmpty() && region.chars().allMatch(Character::isDigit)) {
            found = this.em.find(Region.class, Integer.parseInt(region));
        } else if (region != null) {
            found = this.em.createNamedQuery("Region.byName", Region.class).setParameter("name", region).getResultStream().findFirst().orElse(null);
        }
        if (found == null) {
            throw new RubisException("Region '" + region + "' does not exist");
        }
        return new RegionCategories(new RegionView(found.getId(), found.getName()), Lookups.categories(this.em));
    }

    /** Page {@code page} (from 0) of the active items of a category, {@code nbOfItems} per page, ending soonest first. */
    public List<ItemSummary> itemsInCategory(int category, int page, int nbOfItems) {
        return this.em.createNamedQuery("Item.byCategory", Item.class).setParameter("category", category)
                .setFirstResult(page * nbOfItems).setMaxResults(nbOfItems)
                .getResultStream().map(Lookups::summary).toList();
    }

    /** Page {@code page} of the active items of a category sold by users of a region. */
    public List<ItemSummary> itemsInRegion(int category, int region, int page, int nbOfItems) {
        return this.em.createNamedQuery("Item.byCategoryAndRegion", Item.class).setParameter("category", category)
                .setParameter("region", region).setFirstResult(page * nbOfItems).setMaxResults(nbOfItems)
                .getResultStream().map(Lookups::summary).toList();
    }
}
