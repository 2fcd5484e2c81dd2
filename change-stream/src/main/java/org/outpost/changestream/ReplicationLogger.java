// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream;

import static org.jboss.logging.Logger.Level.DEBUG;
import static org.jboss.logging.Logger.Level.INFO;
import static org.jboss.logging.Logger.Level.WARN;

import java.util.Collection;
import java.util.Set;
import java.util.UUID;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * The one message logger of the change-stream module. Ids 100-199: capture on main and the outbox (100-149
 * capture and outbox, 150-199 relay); other parts of the module take their own range here.
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
public interface ReplicationLogger extends BasicLogger {

    /** The logger of the module. */
    ReplicationLogger LOG = Logger.getMessageLogger(ReplicationLogger.class, "org.outpost.changestream");

    @LogMessage(level = INFO)
    @Message(id = 100, value = "Change capture enabled for session factory %s: %s, followed for the edges' query caches: %s")
    void captureEnabled(String sessionFactory, Collection<String> entities, Collection<String> followed);

    @LogMessage(level = DEBUG)
    @Message(id = 101, value = "No change capture for session factory %s: %s")
    void captureDisabled(String sessionFactory, String reason);

    @LogMessage(level = DEBUG)
    @Message(id = 102, value = "Change set %d of epoch %s appended to the outbox: %d rows, %d bytes")
    void appended(long sequence, UUID epoch, int rows, int bytes);

    @LogMessage(level = WARN)
    @Message(id = 103, value = "The relay signal for committed change set %d failed; the relay's next sweep publishes it")
    void signalFailed(long sequence, @Cause Throwable cause);

    @LogMessage(level = INFO)
    @Message(id = 104, value = "Outbox %s reset: new epoch %s")
    void outboxReset(String table, UUID epoch);

    @LogMessage(level = DEBUG)
    @Message(id = 105, value = "Outbox %s purged %d published entries")
    void purged(String table, int count);

    @LogMessage(level = INFO)
    @Message(id = 150, value = "Outbox relay started on %s")
    void relayStarted(String table);

    @LogMessage(level = WARN)
    @Message(id = 151, value = "Publishing change set %d of epoch %s failed (attempt %d); retrying in %d ms")
    void publishFailed(long sequence, UUID epoch, int attempt, long backoffMillis, @Cause Throwable cause);

    @LogMessage(level = WARN)
    @Message(id = 152, value = "The outbox relay cannot read or update %s; retrying in %d ms")
    void relayOutboxFailed(String table, long backoffMillis, @Cause Throwable cause);

    @LogMessage(level = INFO)
    @Message(id = 153, value = "Change set %d published after %d failed attempts")
    void publishRecovered(long sequence, int failedAttempts);

    @LogMessage(level = WARN)
    @Message(id = 154, value = "The outbox relay thread %s did not stop within %d ms; interrupting it")
    void relayStopTimeout(String thread, long millis);

    @LogMessage(level = INFO)
    @Message(id = 155, value = "Outbox relay on %s stopped at published change set %d")
    void relayStopped(String table, long publishedSequence);

    @LogMessage(level = INFO)
    @Message(id = 156, value = "Persistence unit %s reads the replica store: replicated (read-only here) %s; refused as not replicated: tables %s")
    void edgeGuarded(String sessionFactory, Set<String> replicated, Set<String> refusedTables);

    @LogMessage(level = WARN)
    @Message(id = 157, value = "Cannot fetch the stale rows of %s from main; serving the rows this edge has (when-disconnected=serve-stale)")
    void servingStaleRows(String entity, @Cause Throwable cause);
}
