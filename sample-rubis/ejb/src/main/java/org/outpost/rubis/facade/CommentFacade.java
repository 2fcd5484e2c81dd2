// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.facade;

import java.time.LocalDateTime;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

import org.outpost.rubis.entity.Comment;
import org.outpost.rubis.entity.Item;
import org.outpost.rubis.entity.User;
import org.outpost.rubis.view.CommentForm;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.UserInfo;

/** Comments (RUBiS's SB_PutComment, SB_StoreComment). */
@Stateless
public class CommentFacade {

    @PersistenceContext(unitName = "rubis")
    private EntityManager em;

    /** Authenticates the author and returns what the comment form shows. Read-only. */
    public CommentForm putCommentForm(int toId, int itemId, String nickname, String password) throws RubisException {
        User from = Lookups.authenticate(this.em, nickname, password);
        User to = Lookups.user(this.em, toId);
        Item item = Lookups.item(this.em, itemId);
        return new CommentForm(from.getId(), from.getNickname(), to.getId(), to.getNickname(), item.getId(), item.getName());
    }

    /** Stores a comment and adds its rating to the rated user's; writes. */
    public UserInfo storeComment(int fromId, int toId, int itemId, int rating, String comment) throws RubisException {
        if (rating < -5 || rating > 5) {
            throw new RubisException("A rating is between -5 and 5, not " + rating);
        }
        UserFacade.require(comment, "comment");
        User from = Lookups.user(this.em, fromId);
        User to = this.em.find(User.class, toId, LockModeType.PESSIMISTIC_WRITE);
        if (to == null) {
            throw new RubisException("There is no user with id " + toId);
        }
        this.em.persist(new Comment(from, to, itemId, rating, LocalDateTime.now().withNano(0), comment));
        to.rate(rating);
        this.em.flush();
        return Lookups.userInfo(this.em, to);
    }
}
