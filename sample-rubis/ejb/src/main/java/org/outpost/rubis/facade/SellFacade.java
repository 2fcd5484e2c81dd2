// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.time.LocalDateTime;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Category;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.CategoryView;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.SellForm;

/** Selling (RUBiS's SB_BrowseCategories with a seller, SB_SellItemForm, SB_RegisterItem). */
@Stateless
public class SellFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** Authenticates the seller and lists the categories to sell in. Read-only. */
    public SellForm sellCategories(String nickname, String password) throws RubisException {
        User user = Lookups.authenticate(this.em, nickname, password);
        return new SellForm(user.getId(), user.getNickname(), Lookups.categories(this.em));
    }

    /** The category of the sell form, checked. Read-only. */
    public CategoryView sellItemForm(int categoryId, int userId) throws RubisException {
        Lookups.user(this.em, userId);
        Category category = this.em.find(Category.class, categoryId);
        if (category == null) {
            throw new RubisException("There is no category with id " + categoryId);
        }
        return new CategoryView(category.getId(), category.getName());
    }

    /** Puts a new item on sale for {@code duration} days; writes. */
    public ItemDetail registerItem(String name, String description, double initialPrice, double reservePrice, double buyNow, int duration,
            int quantity, int userId, int categoryId) throws RubisException {
        UserFacade.require(name, "name");
        if (initialPrice <= 0 || reservePrice < 0 || buyNow < 0 || duration < 1 || quantity < 1) {
            throw new RubisException("Prices must not be negative (initial price above 0), duration and quantity at least 1");
        }
        User seller = Lookups.user(this.em, userId);
        Category category = this.em.find(Category.class, categoryId);
        if (category == null) {
            throw new RubisException("There is no category with id " + categoryId);
        }
        LocalDateTime now = LocalDateTime.now().withNano(0);
        Item item = new Item(name, description == null ? "" : description, initialPrice, quantity, reservePrice, buyNow, now,
                now.plusDays(duration), seller, category);
        this.em.persist(item);
        this.em.flush();
        return org.outpost.rubis.facade.Lookups.detail(item, false);
    }
}
