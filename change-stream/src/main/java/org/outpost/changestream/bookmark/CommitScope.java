// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.outbox.Outbox;

/**
 * The change sets committed on the current thread while the scope is open, the last one per outbox: how main learns
 * the sequence a forwarded call committed. Main's forwarding interceptor opens a scope outside the call's transaction;
 * change capture reports each commit through {@link #committed}, on the committing thread, after the commit (the
 * same after-completion step that signals the relay). Transactions committed on other threads (an asynchronous
 * method, a timer) are not seen.
 * <p>
 * Scopes nest: closing an inner scope hands what it saw to the outer one. A scope must be closed on the thread that
 * opened it (try-with-resources).
 */
public final class CommitScope implements AutoCloseable {

    private static final ThreadLocal<CommitScope> CURRENT = new ThreadLocal<>();

    private final CommitScope outer;
    private final Thread owner = Thread.currentThread();
    private final Map<Outbox, ChangeSet> committed = new IdentityHashMap<>();
    private boolean closed;

    private CommitScope(CommitScope outer) {
        this.outer = outer;
    }

    /** Opens a scope on the current thread. */
    public static CommitScope open() {
        CommitScope scope = new CommitScope(CURRENT.get());
        CURRENT.set(scope);
        return scope;
    }

    /**
     * Records that {@code changeSet} committed into {@code outbox} on the current thread; does nothing when no scope
     * is open. Called by change capture after a successful commit.
     */
    public static void committed(Outbox outbox, ChangeSet changeSet) {
        CommitScope scope = CURRENT.get();
        if (scope != null) {
            scope.record(outbox, changeSet);
        }
    }

    /** Whether a scope is open on the current thread: a bookmark will be handed out for what commits now. */
    public static boolean isOpen() {
        return CURRENT.get() != null;
    }

    private void record(Outbox outbox, ChangeSet changeSet) {
        ChangeSet previous = this.committed.get(outbox);
        if (previous == null || !previous.epoch().equals(changeSet.epoch()) || previous.sequence() < changeSet.sequence()) {
            this.committed.put(outbox, changeSet);
        }
    }

    /** The last change set committed into each outbox while this scope was open (identity keys). */
    public Map<Outbox, ChangeSet> committed() {
        return Collections.unmodifiableMap(this.committed);
    }

    /** Closes this scope, handing what it saw to the enclosing one. */
    @Override
    public void close() {
        if (this.closed) {
            return;
        }
        if (Thread.currentThread() != this.owner) {
            throw new IllegalStateException("A commit scope is closed on the thread that opened it (" + this.owner.getName() + ")");
        }
        this.closed = true;
        if (CURRENT.get() == this) {
            if (this.outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(this.outer);
            }
        }
        if (this.outer != null) {
            this.committed.forEach(this.outer::record);
        }
    }
}
