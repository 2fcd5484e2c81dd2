// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

import org.hibernate.event.spi.EventSource;
import org.hibernate.event.spi.PostDeleteEvent;
import org.hibernate.event.spi.PostDeleteEventListener;
import org.hibernate.event.spi.PostInsertEvent;
import org.hibernate.event.spi.PostInsertEventListener;
import org.hibernate.event.spi.PostUpdateEvent;
import org.hibernate.event.spi.PostUpdateEventListener;
import org.hibernate.persister.entity.EntityPersister;
import org.outpost.annotation.UpdateMode;
import org.outpost.changestream.mapping.ReplicationPlan;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxRelaySignal;

/**
 * The insert, update and delete listener of one session factory. Hibernate calls it at flush, inside the
 * transaction, on the session's thread, after the row was written; it ignores entities outside its plan and buffers
 * a {@link RowChange} per replicated row in the {@link TransactionChanges} of the session's transaction.
 */
public final class ChangeCapture implements PostInsertEventListener, PostUpdateEventListener, PostDeleteEventListener {

    private static final long serialVersionUID = 1L;

    private final ReplicationPlan plan;
    private final transient Outbox outbox;
    private final transient OutboxRelaySignal signal;
    private final transient SyncGate syncGate;
    private final transient BeforeImages beforeImages;
    private final transient Map<Object, TransactionChanges> transactions = new ConcurrentHashMap<>();

    public ChangeCapture(ReplicationPlan plan, Outbox outbox, OutboxRelaySignal signal, SyncGate syncGate,
            BeforeImages beforeImages) {
        this.plan = Objects.requireNonNull(plan, "plan");
        this.outbox = Objects.requireNonNull(outbox, "outbox");
        this.signal = Objects.requireNonNull(signal, "signal");
        this.syncGate = Objects.requireNonNull(syncGate, "syncGate");
        this.beforeImages = Objects.requireNonNull(beforeImages, "beforeImages");
    }

    /** The plan this listener captures. */
    public ReplicationPlan plan() {
        return plan;
    }

    @Override
    public void onPostInsert(PostInsertEvent event) {
        plan.entity(event.getPersister().getEntityName()).ifPresent(entity ->
                buffer(event.getSession(), RowChanges.insert(entity, event.getPersister(), event.getId(),
                        event.getState(), event.getSession())));
    }

    @Override
    public void onPostUpdate(PostUpdateEvent event) {
        plan.entity(event.getPersister().getEntityName()).ifPresent(entity -> {
            RowChange row = RowChanges.update(entity, event.getPersister(), event.getId(), event.getState(),
                    event.getOldState(), event.getDirtyProperties(), event.getEntity(), event.getSession());
            if (row != null) {
                buffer(event.getSession(), row.withBefore(RowChanges.before(entity, event.getPersister(),
                        event.getOldState(), beforeImages.columns(entity.entityName()), event.getSession())));
            }
        });
    }

    @Override
    public void onPostDelete(PostDeleteEvent event) {
        plan.entity(event.getPersister().getEntityName()).ifPresent(entity ->
                buffer(event.getSession(), RowChanges.delete(entity, event.getPersister(), event.getId(),
                        event.getDeletedState(), event.getSession()).withBefore(RowChanges.before(entity,
                        event.getPersister(), event.getDeletedState(), beforeImages.columns(entity.entityName()),
                        event.getSession()))));
    }

    /** False: rows are captured at flush, inside the transaction, never after commit. */
    @Override
    public boolean requiresPostCommitHandling(EntityPersister persister) {
        return false;
    }

    Outbox outbox() {
        return outbox;
    }

    OutboxRelaySignal signal() {
        return signal;
    }

    SyncGate syncGate() {
        return syncGate;
    }

    /** Whether the change set holds a row of an entity whose writers wait for the edges. */
    boolean needsSync(ChangeSet changeSet) {
        return changeSet.rows().stream().anyMatch(row -> plan.entity(row.entity())
                .map(entity -> entity.update() == UpdateMode.SYNC).orElse(false));
    }

    void forget(Object transaction) {
        transactions.remove(transaction);
    }

    /** Transactions with buffered rows not yet completed (for tests: 0 once every transaction ended). */
    int openTransactions() {
        return transactions.size();
    }

    private void buffer(EventSource session, RowChange row) {
        Object transaction = session.accessTransaction();
        TransactionChanges changes = transactions.get(transaction);
        if (changes == null) {
            changes = new TransactionChanges(this, transaction);
            transactions.put(transaction, changes);
            session.getActionQueue().registerProcess((org.hibernate.action.spi.BeforeTransactionCompletionProcess) changes);
            session.getActionQueue().registerProcess((org.hibernate.action.spi.AfterTransactionCompletionProcess) changes);
        }
        changes.add(row);
    }
}
