// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.lang.invoke.MethodHandles;
import java.util.UUID;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the edge's replay and snapshot clients; ids OUTPOST0420 to OUTPOST0439 (main's services log through
 * {@code ServingLogger}, 0400 to 0419).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface FetchingLogger extends BasicLogger {

    FetchingLogger LOG = Logger.getMessageLogger(MethodHandles.lookup(), FetchingLogger.class,
            "org.outpost.changestream.fetching");

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 420, value = "Fetched %d change sets in %d messages from %s")
    void fetched(int changeSets, int messages, String url);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 421, value = "Receiving a snapshot of epoch %s at sequence %d from %s")
    void snapshotOpened(UUID epoch, long sequence, String url);
}
