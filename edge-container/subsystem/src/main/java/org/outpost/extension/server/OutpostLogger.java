// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.util.List;

import org.jboss.as.controller.OperationFailedException;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the outpost subsystem; ids OUTPOST0001 to OUTPOST0099, and OUTPOST1100 to OUTPOST1149 for refused
 * configuration and security.
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
public interface OutpostLogger extends BasicLogger {

    OutpostLogger ROOT_LOGGER = Logger.getMessageLogger(java.lang.invoke.MethodHandles.lookup(), OutpostLogger.class, "org.outpost");

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 1, value = "Outpost configured: %s")
    void configured(OutpostConfiguration configuration);

    @Message(id = 2, value = "The outpost subsystem with role=%s needs these attributes set: %s")
    OperationFailedException missingForRole(String role, List<String> missing);

    @Message(id = 3, value = "'%s' must be an absolute %s URL with a host, not '%s'")
    OperationFailedException notAUrl(String attribute, String schemes, String value);

    @Message(id = 4, value = "Deployment %s has %d Outpost descriptor error(s):%n%s")
    DeploymentUnitProcessingException descriptorErrors(String deployment, int count, String problems);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 5, value = "Outpost descriptor of %s: %d replicated entities, %d cacheable queries, %d facades")
    void descriptorAttached(String deployment, int entities, int queries, int facades);

    @Message(id = 6, value = "Cannot read %s: %s")
    DeploymentUnitProcessingException unreadableDescriptor(String file, String reason);

    @Message(id = 7, value = "Deployment %s cannot replicate: %s")
    DeploymentUnitProcessingException cannotReplicate(String deployment, String reason);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 9, value = "Relay of persistence unit %s stopped")
    void outboxStopped(String persistenceUnit);

    @Message(id = 10, value = "Cannot prepare the change stream on main's embedded broker")
    IllegalStateException cannotPrepareBroker(@org.jboss.logging.annotations.Cause Exception cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 11, value = "Relay of persistence unit %s started; published up to sequence %d")
    void relayStarted(String persistenceUnit, long publishedSequence);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 12, value = "Edge stream %2$s of persistence unit %1$s started: following main at %3$s as edge %4$s, subscribed at the broker %5$s")
    void edgeStreamStarted(String persistenceUnit, String stream, String mainUrl, String edgeId, String brokerUrl);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 13, value = "Edge stream %2$s of persistence unit %1$s stopped")
    void edgeStreamStopped(String persistenceUnit, String stream);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 14, value = "Refused change-stream request of user '%s' from %s: %s")
    void edgeRefused(String user, String source, String reason);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 15, value = "Main's broker refused user '%s' to %s the change-stream subscription %s, which belongs to edge user '%s'")
    void subscriptionRefused(String user, String action, String subscription, String owner);

    @Message(id = 1100, value = "Attribute '%s' of /subsystem=outpost: %s")
    OperationFailedException badAttribute(String attribute, String reason);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 1101, value = "Main's EJB endpoints, through which edges forward calls, unmarshal any class an application can load: only WildFly's short list of known gadgets is refused. Set the system property %s to an allowlist of the classes forwarded calls carry (docs/install.md, \"No Java deserialization of what edges send\")")
    void noUnmarshallingAllowlist(String property);
}
