// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache;

import java.lang.invoke.MethodHandles;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/** Messages of the query cache module; ids OUTPOST0600 to OUTPOST0679 (the subsystem's query cache wiring has 0680 to 0699). */
@MessageLogger(projectCode = "OUTPOST", length = 4)
public interface QueryCacheLogger extends BasicLogger {

    QueryCacheLogger ROOT_LOGGER = Logger.getMessageLogger(MethodHandles.lookup(), QueryCacheLogger.class,
            "org.outpost.querycache");

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 600, value = "Persistence unit %s: %s")
    void classified(String unit, String analysis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 601, value = "Cannot refresh a cached result of query %s of persistence unit %s; its next reader loads it")
    void refreshFailed(String query, String unit, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 602, value = "Persistence unit %s caches the results of %s at this edge, at most %d bytes in all")
    void caching(String unit, String queries, long maxBytes);
}
