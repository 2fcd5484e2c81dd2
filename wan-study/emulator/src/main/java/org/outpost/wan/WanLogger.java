// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.lang.invoke.MethodHandles;
import java.net.InetSocketAddress;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the WAN study; ids OUTPOST0900 to OUTPOST0999, and OUTPOST1150 to OUTPOST1199 for the faults a link
 * is given.
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface WanLogger extends BasicLogger {

    WanLogger ROOT_LOGGER = Logger.getMessageLogger(MethodHandles.lookup(), WanLogger.class, "org.outpost.wan");

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 900, value = "WAN link %s listening on %s, forwarding to %s "
            + "(delay %d ms to server, %d ms to client, bandwidth %s)")
    void listening(String link, InetSocketAddress listen, InetSocketAddress target, long toServerMillis,
            long toClientMillis, String bandwidth);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 901, value = "WAN link %s cannot connect to %s; closing the client connection from %s: %s")
    void targetUnreachable(String link, InetSocketAddress target, Object client, String cause);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 902, value = "WAN link %s connection %d aborted: %s")
    void connectionAborted(String link, int connection, String reason);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 903, value = "WAN link %s: thread %s still running %d ms after close")
    void threadOutlivedClose(String link, String thread, long waitedMillis);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 904, value = "WAN link %s closed")
    void closed(String link);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 905, value = "WAN link %s stopped accepting connections")
    void acceptFailed(String link, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 1150, value = "WAN link %s cut%s: %d connections reset, new ones refused")
    void cut(String link, String until, int reset);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 1151, value = "WAN link %s stalled%s: connections stay open, no bytes delivered")
    void stalled(String link, String until);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 1152, value = "WAN link %s disturbed: %s")
    void disturbed(String link, String disturbance);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 1153, value = "WAN link %s restored")
    void restored(String link);
}
