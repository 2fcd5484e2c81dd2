// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.lang.invoke.MethodHandles;
import java.util.UUID;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the edge's apply endpoint and replica store; ids OUTPOST0200 to OUTPOST0299.
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface ApplyLogger extends BasicLogger {

    ApplyLogger ROOT_LOGGER = Logger.getMessageLogger(MethodHandles.lookup(), ApplyLogger.class,
            "org.outpost.changestream.apply");

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 200, value = "Replica store ready: %d replicated tables (%s)")
    void schemaReady(int tables, String entities);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 201, value = "Change set %d skipped: already applied (last sequence %d)")
    void duplicateSkipped(long sequence, long lastSequence);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 202, value = "Change set %d arrived before %d..%d; replaying the gap from main's outbox")
    void gapDetected(long sequence, long from, long to);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 203, value = "Change set %d is of epoch %s but the replica follows %s; a snapshot is needed")
    void newEpoch(long sequence, UUID epoch, UUID replicaEpoch);

    @LogMessage(level = Logger.Level.ERROR)
    @Message(id = 204, value = "Change set %d not applied, rolled back")
    void applyFailed(long sequence, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 205, value = "Applied-change listener %s failed after change set %d was committed")
    void listenerFailed(Object listener, long sequence, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 206, value = "Loading a snapshot of epoch %s at sequence %d; readers keep the current replica meanwhile")
    void snapshotStarted(UUID epoch, long sequence);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 207, value = "Snapshot of epoch %s at sequence %d installed: %d rows in %d ms")
    void snapshotInstalled(UUID epoch, long sequence, long rows, long millis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 208, value = "Cannot replay %d..%d from main's outbox (%s); taking a snapshot instead")
    void replayUnavailable(long from, long to, String why);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 209, value = "Replica diverged from main at change set %d (%s); taking a snapshot")
    void diverged(long sequence, String why);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 210, value = "Delete of %s %s in change set %d found no row; already gone")
    void deleteOfMissingRow(String entity, String id, long sequence);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 211, value = "Fetched %d of %d stale rows of %s from main (as of change set %d) in %d ms")
    void staleRowsFetched(int found, int asked, String entity, long sequence, long millis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 212, value = "The replica store was built from another mapping of %s; dropped its replicated tables and position, a snapshot follows")
    void replicaRebuilt(String entities);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 213, value = "Change set %d of epoch %s is obsolete: main now serves epoch %s (its outbox was recreated); skipped, and so is every later change set of epoch %s")
    void obsoleteEpoch(long sequence, UUID epoch, UUID currentEpoch, UUID sameEpoch);
}
