// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import java.util.Set;

import org.hibernate.event.spi.DeleteContext;
import org.hibernate.event.spi.DeleteEvent;
import org.hibernate.event.spi.DeleteEventListener;
import org.hibernate.event.spi.PersistContext;
import org.hibernate.event.spi.PersistEvent;
import org.hibernate.event.spi.PersistEventListener;
import org.hibernate.event.spi.PreUpdateEvent;
import org.hibernate.event.spi.PreUpdateEventListener;

/**
 * Refuses to persist, update or remove a replicated entity on an edge: its rows change only by applying main's change
 * sets. Persist and remove are refused when called (before an id is generated), an update when it is flushed.
 * Registered by {@link EdgeIntegrator}; called by Hibernate on the session's thread. Immutable.
 */
final class ReplicaWriteGuard implements PersistEventListener, DeleteEventListener, PreUpdateEventListener {

    private final Set<String> replicated;

    ReplicaWriteGuard(Set<String> replicated) {
        this.replicated = Set.copyOf(replicated);
    }

    @Override
    public void onPersist(PersistEvent event) {
        check(event.getSession().bestGuessEntityName(event.getObject()), "persist");
    }

    @Override
    public void onPersist(PersistEvent event, PersistContext context) {
        onPersist(event);
    }

    @Override
    public void onDelete(DeleteEvent event) {
        check(event.getSession().bestGuessEntityName(event.getObject()), "remove");
    }

    @Override
    public void onDelete(DeleteEvent event, DeleteContext context) {
        onDelete(event);
    }

    @Override
    public boolean onPreUpdate(PreUpdateEvent event) {
        check(event.getPersister().getEntityName(), "update");
        return false;
    }

    private void check(String entity, String operation) {
        if (replicated.contains(entity)) {
            throw EdgeAccessException.readOnly(entity, operation);
        }
    }
}
