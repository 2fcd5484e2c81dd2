// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream.app;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/** Writes readings (called on main) and counts them where it is called (on the edge, from its replica). */
@Stateless
public class ReadingFacade extends EntityFacade {

    /** A new reading; its id. */
    public long add(long amount) {
        return persisted(new Reading(amount)).id();
    }

    /** How many readings there are and their total, as {@code count/sum}. */
    public String tally() {
        Object[] tally = entityManager().createQuery("select count(r), coalesce(sum(r.amount), 0) from Reading r", Object[].class)
                .getSingleResult();
        return tally[0] + "/" + tally[1];
    }
}
