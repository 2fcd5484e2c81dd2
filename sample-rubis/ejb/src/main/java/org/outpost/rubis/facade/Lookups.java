// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.util.List;

import jakarta.persistence.EntityManager;

import org.outpost.rubis.entity.AbstractItem;
import org.outpost.rubis.entity.Category;
import org.outpost.rubis.entity.Comment;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.CategoryView;
import org.outpost.rubis.view.CommentView;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.UserInfo;

/** Finders and entity-to-view mappings the façades share; every query is a named query of an entity. */
final class Lookups {

    private Lookups() {
    }

    static User authenticate(EntityManager em, String nickname, String password) throws RubisException {
        if (nickname == null || nickname.isEmpty() || password == null || password.isEmpty()) {
            throw new RubisException("You must provide a nick name and a password");
        }
        List<User> users = em.createNamedQuery("User.byNickname", User.class).setParameter("nickname", nickname).getResultList();
        if (users.isEmpty() || !users.get(0).hasPassword(password)) {
            throw new RubisException("Authentication failed for user '" + nickname + "': unknown nick name or wrong password");
        }
        return users.get(0);
    }

    static User user(EntityManager em, int userId) throws RubisException {
        User user = em.find(User.class, userId);
        if (user == null) {
            throw new RubisException("There is no user with id " + userId);
        }
        return user;
    }

    static Item item(EntityManager em, int itemId) throws RubisException {
        Item item = em.find(Item.class, itemId);
        if (item == null) {
            throw new RubisException("There is no active item with id " + itemId);
        }
        return item;
    }

    static List<CategoryView> categories(EntityManager em) {
        return em.createNamedQuery("Category.all", Category.class).getResultStream()
                .map(category -> new CategoryView(category.getId(), category.getName())).toList();
    }

    static ItemSummary summary(AbstractItem item) {
        double price = item.getNbOfBids() == 0 ? item.getInitialPrice() : item.getMaxBid();
        return new ItemSummary(item.getId(), item.getName(), price, item.getNbOfBids(), item.getEndDate());
    }

    static ItemDetail detail(AbstractItem item, boolean old) {
        User seller = item.getSeller();
        return new ItemDetail(item.getId(), item.getName(), item.getDescription(), item.getInitialPrice(), item.getReservePrice(),
                item.getBuyNow(), item.getMaxBid(), item.getNbOfBids(), item.getQuantity(), item.getStartDate(), item.getEndDate(),
                seller.getId(), seller.getNickname(), old);
    }

    static UserInfo userInfo(EntityManager em, User user) {
        List<CommentView> comments = em.createNamedQuery("Comment.toUser", Comment.class).setParameter("user", user.getId())
                .getResultStream()
                .map(c -> new CommentView(c.getFromUser().getId(), c.getFromUser().getNickname(), c.getItemId(), c.getRating(), c.getDate(),
                        c.getComment()))
                .toList();
        return new UserInfo(user.getId(), user.getFirstname(), user.getLastname(), user.getNickname(), user.getEmail(), user.getRating(),
                user.getCreationDate(), user.getRegion().getName(), comments);
    }
}
