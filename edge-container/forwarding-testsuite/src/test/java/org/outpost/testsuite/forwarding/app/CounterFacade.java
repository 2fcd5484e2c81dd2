// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.app;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/**
 * The façade under test, a no-interface stateless bean: the descriptor ({@code forwarding/outpost.xml}) runs its
 * writes and {@link #node()} on main; {@link #total} and {@link #edgeNode} run where they are called.
 */
@Stateless
public class CounterFacade extends EntityFacade {

    /** Main: a new counter at 0; its id. */
    public long create(String name) {
        return persisted(new Counter(name)).id();
    }

    /** Main: adds to a counter; the new total. */
    public long add(long id, long amount) {
        return entityManager().find(Counter.class, id).add(amount);
    }

    /** Main: adds, commits, then throws an application exception (checked: the transaction commits). */
    public void addThenComplain(long id, long amount) throws CounterException {
        long total = add(id, amount);
        throw new CounterException("counter " + id + " reached " + total + ", and that is a complaint", id);
    }

    /** Main: a system exception (the transaction rolls back). */
    public long addThenBreak(long id, long amount) {
        add(id, amount);
        throw new IllegalStateException("broken on purpose after adding to counter " + id);
    }

    /** Main: the node that ran it. */
    public String node() {
        return System.getProperty("jboss.node.name");
    }

    /** Where called (the edge): the node that ran it. */
    public String edgeNode() {
        return System.getProperty("jboss.node.name");
    }

    /** Where called (the edge, from its replica): a counter's total, -1 when absent. */
    public long total(long id) {
        Counter counter = entityManager().find(Counter.class, id);
        return counter == null ? -1 : counter.total();
    }
}
