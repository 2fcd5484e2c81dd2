// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import jakarta.annotation.Resource;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.SessionContext;
import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/**
 * The façade under test: the descriptor ({@code security/outpost.xml}) runs {@link #record}, {@link #recordAsClerk}
 * (for role {@code clerk} only) and {@link #whoAmI} on main; {@link #correct}
 * is a write it does not declare, so on an edge it is refused; {@link #amount} reads where it is called.
 */
@Stateless
@PermitAll
public class LedgerFacade extends EntityFacade {

    @Resource
    private SessionContext session;

    /** Main: a new entry recorded by the caller main sees; its id. */
    public long record(long amount) {
        return persisted(new Entry(this.session.getCallerPrincipal().getName(), amount)).id();
    }

    /** Main: a new entry recorded by a clerk, as main's realm says; its id. */
    @RolesAllowed("clerk")
    public long recordAsClerk(long amount) {
        return record(amount);
    }

    /** Main: the caller main sees. */
    public String whoAmI() {
        return this.session.getCallerPrincipal().getName();
    }

    /** Where called: who recorded an entry. */
    public String recordedBy(long id) {
        return entityManager().find(Entry.class, id).recordedBy();
    }

    /** Where called: how many entries a user recorded. */
    public long countRecordedBy(String user) {
        return entityManager().createQuery("select count(e) from Entry e where e.recordedBy = :user", Long.class)
                .setParameter("user", user).getSingleResult();
    }

    /** Where called: changes an entry's amount (on an edge, a write the descriptor does not send to main). */
    public void correct(long id, long amount) {
        entityManager().find(Entry.class, id).amount(amount);
    }

    /** Where called: an entry's amount, -1 when absent. */
    public long amount(long id) {
        Entry entry = entityManager().find(Entry.class, id);
        return entry == null ? -1 : entry.amount();
    }
}
