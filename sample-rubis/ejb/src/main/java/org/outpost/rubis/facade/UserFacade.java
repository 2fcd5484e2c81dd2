// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.time.LocalDateTime;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Bid;
import org.outpost.rubis.entity.BuyNow;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.Region;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.AboutMe;
import org.outpost.rubis.view.Activity;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.UserInfo;

/** Users (RUBiS's SB_ViewUserInfo, SB_RegisterUser, SB_AboutMe). */
@Stateless
public class UserFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** A user's public information and the comments about them. */
    public UserInfo userInfo(int userId) throws RubisException {
        return Lookups.userInfo(this.em, Lookups.user(this.em, userId));
    }

    /** Registers a new user living in the region named {@code regionName}; writes. */
    public UserInfo registerUser(String firstname, String lastname, String nickname, String email, String password, String regionName)
            throws RubisException {
        require(firstname, "first name");
        require(lastname, "last name");
        require(nickname, "nick name");
        require(email, "email address");
        require(password, "password");
        require(regionName, "region");
        Region region = this.em.createNamedQuery("Region.byName", Region.class).setParameter("name", regionName).getResultStream().findFirst()
                .orElseThrow(() -> new RubisException("Region '" + regionName + "' does not exist"));
        if (!this.em.createNamedQuery("User.byNickname", User.class).setParameter("nickname", nickname).getResultList().isEmpty()) {
            throw new RubisException("The nick name '" + nickname + "' is already taken; choose another one");
        }
        User user = new User(firstname, lastname, nickname, password, email, region, LocalDateTime.now().withNano(0));
        this.em.persist(user);
        this.em.flush();
        return Lookups.userInfo(this.em, user);
    }

    /** The About Me page of the user who gave that nick name and password. */
    public AboutMe aboutMe(String nickname, String password) throws RubisException {
        User user = Lookups.authenticate(this.em, nickname, password);
        int id = user.getId();
        return new AboutMe(Lookups.userInfo(this.em, user),
                this.em.createNamedQuery("Item.bySeller", Item.class).setParameter("seller", id).getResultStream().map(Lookups::summary).toList(),
                this.em.createNamedQuery("Bid.byUser", Bid.class).setParameter("user", id).getResultStream()
                        .map(b -> new Activity(b.getItem().getId(), b.getItem().getName(), b.getBid(), b.getQty(), b.getDate())).toList(),
                this.em.createNamedQuery("BuyNow.byBuyer", BuyNow.class).setParameter("buyer", id).getResultStream()
                        .map(b -> new Activity(b.getItem().getId(), b.getItem().getName(), b.getItem().getBuyNow(), b.getQty(), b.getDate()))
                        .toList());
    }

    static void require(String value, String what) throws RubisException {
        if (value == null || value.isBlank()) {
            throw new RubisException("You must provide a " + what);
        }
    }
}
