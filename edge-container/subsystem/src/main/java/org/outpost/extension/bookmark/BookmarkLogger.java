// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the edge's bookmark filter and main's side of the pages it forwards; ids OUTPOST0580 to OUTPOST0599
 * (forwarding has 0500 to 0579), and from OUTPOST1154 on (the faults' range, after the WAN emulator's).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface BookmarkLogger extends BasicLogger {

    BookmarkLogger ROOT_LOGGER = Logger.getMessageLogger(java.lang.invoke.MethodHandles.lookup(), BookmarkLogger.class, "org.outpost.extension.bookmark");

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 580, value = "Bookmark filter installed on web module %s of %s (streams %s, past lag-wait: %s)")
    void filterInstalled(String module, String deployment, String streams, String policy);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 581, value = "Request %s waited %d ms for bookmark %s: %s")
    void waited(String uri, long millis, String bookmark, String outcome);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 582, value = "Request %s carries bookmarks %s")
    void bookmarked(String uri, String bookmarks);

    @LogMessage(level = Logger.Level.ERROR)
    @Message(id = 583, value = "Request %s did what this edge never does; the user got a 500 page saying: %s")
    void refusedOnEdge(String uri, String message, @Cause Throwable failure);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 584, value = "Request %s needed main, which is unreachable; the user got a 503 page saying: %s")
    void mainUnreachable(String uri, String message);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 1154, value = "Request %s, forwarded by edge %s, committed %s, but its response was sent before it ended (flushed, or larger than the buffer): the edge's user gets no bookmark for it")
    void forwardedPageCommittedEarly(String uri, String edge, String bookmarks);
}
