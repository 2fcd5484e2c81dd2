// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;

import org.hibernate.action.spi.AfterTransactionCompletionProcess;
import org.hibernate.action.spi.BeforeTransactionCompletionProcess;
import org.hibernate.engine.spi.SessionImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.outpost.changestream.bookmark.CommitScope;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;

/**
 * The rows one transaction of one session changed, in flush order. Registered on the session's action queue: just
 * before completion (after the final flush) it appends them to the outbox on the transaction's own connection;
 * after completion it signals the relay if the transaction committed, reports the commit to the thread's
 * {@link CommitScope} (forwarded calls answer with it), and, for a change set of a sync entity, waits at the sync gate;
 * it is forgotten either way.
 */
final class TransactionChanges implements BeforeTransactionCompletionProcess, AfterTransactionCompletionProcess {

    private final ChangeCapture capture;
    private final Object transaction;
    private final List<RowChange> rows = new ArrayList<>();
    private ChangeSet written;

    TransactionChanges(ChangeCapture capture, Object transaction) {
        this.capture = capture;
        this.transaction = transaction;
    }

    void add(RowChange row) {
        if (written != null) {
            throw new IllegalStateException("Row of " + row.entity() + " flushed after the change set "
                    + written.sequence() + " was written; flushing during before-completion is not supported");
        }
        rows.add(row);
    }

    @Override
    public void doBeforeTransactionCompletion(SessionImplementor session) {
        if (rows.isEmpty()) {
            return;
        }
        Connection connection = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
        written = capture.outbox().append(connection, rows);
    }

    @Override
    public void doAfterTransactionCompletion(boolean success, SharedSessionContractImplementor session) {
        capture.forget(transaction);
        if (success && written != null) {
            boolean sync = capture.needsSync(written);
            try {
                capture.signal().committed(written.sequence(), sync || CommitScope.isOpen());
            } catch (RuntimeException e) {
                LOG.signalFailed(written.sequence(), e);
            }
            CommitScope.committed(capture.outbox(), written);
            if (sync) {
                capture.syncGate().committed(written);
            }
        }
    }
}
