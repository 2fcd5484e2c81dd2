// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.lang.invoke.MethodHandles;
import java.util.UUID;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of replay and snapshot over HTTP; ids OUTPOST0400 to OUTPOST0419; the edge's clients log through {@code FetchingLogger} (0420 to 0439).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface ServingLogger extends BasicLogger {

    ServingLogger LOG = Logger.getMessageLogger(MethodHandles.lookup(), ServingLogger.class,
            "org.outpost.changestream.serving");

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 400, value = "Change stream %s replayed %d change sets in %d messages from %d of epoch %s")
    void replayed(String stream, int changeSets, int messages, long from, UUID epoch);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 401, value = "Change stream %s cannot replay from %d: %s")
    void replayGone(String stream, long from, String reason);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 402, value = "Change stream %s served a snapshot of epoch %s at sequence %d: %d rows in %d ms")
    void snapshotServed(String stream, UUID epoch, long sequence, long rows, long millis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 403, value = "Change stream %s: snapshot of epoch %s at sequence %d aborted after %d ms; the edge sees a truncated transfer")
    void snapshotAborted(String stream, UUID epoch, long sequence, long millis, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.ERROR)
    @Message(id = 404, value = "Change stream %s cannot serve %s now (answered 503)")
    void unavailable(String stream, String subPath, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 405, value = "Change stream %s served %d rows of %s at sequence %d for %d ids")
    void rowsServed(String stream, long rows, String entity, long sequence, int ids);
}
