// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.lang.invoke.MethodHandles;

import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the subsystem's query cache wiring; ids OUTPOST0680 to OUTPOST0699 (the query cache module has
 * OUTPOST0600 to OUTPOST0679).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface QueryCacheSubsystemLogger extends BasicLogger {

    QueryCacheSubsystemLogger ROOT_LOGGER = Logger.getMessageLogger(MethodHandles.lookup(),
            QueryCacheSubsystemLogger.class, "org.outpost.extension.querycache");

    @Message(id = 680, value = "Deployment %s cannot cache the queries of persistence unit %s: %s")
    DeploymentUnitProcessingException cannotCache(String deployment, String unit, String reason);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 681, value = "Persistence unit %s of %s answers the edges' source=\"main\" queries %s")
    void answering(String unit, String deployment, String queries);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 682, value = "Deployment %s asks main at %s for its source=\"main\" query results through module %s")
    void askingMain(String deployment, String mainUrl, String module);
}
