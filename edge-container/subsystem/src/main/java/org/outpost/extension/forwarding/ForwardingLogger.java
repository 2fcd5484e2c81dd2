// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of façade forwarding in the subsystem; ids OUTPOST0500 to OUTPOST0579 (0500–0539
 * deployment and main, 0540–0579 edge); the bookmark filter logs through {@code BookmarkLogger} (0580–0599).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
public interface ForwardingLogger extends BasicLogger {

    ForwardingLogger ROOT_LOGGER = Logger.getMessageLogger(java.lang.invoke.MethodHandles.lookup(), ForwardingLogger.class, "org.outpost.extension.forwarding");

    @Message(id = 500, value = "Deployment %s declares execute-at=\"main\" methods of %s, which is not a session bean of the deployment; forwarding applies to EJB business methods")
    DeploymentUnitProcessingException notASessionBean(String deployment, String facadeClass);

    @Message(id = 501, value = "Deployment %s declares execute-at=\"main\" methods of %s (bean %s), a stateful session bean; forwarding needs a stateless or singleton bean, whose calls carry no conversational state")
    DeploymentUnitProcessingException statefulFacade(String deployment, String facadeClass, String bean);

    @Message(id = 502, value = "Module %s of deployment %s already has a bean named %s, the name Outpost gives its forwarding gateway")
    DeploymentUnitProcessingException gatewayNameTaken(String module, String deployment, String bean);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 503, value = "Forwarding gateway of module %s of %s accepts calls from role %s to: %s")
    void gatewayInstalled(String module, String deployment, String role, String methods);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 504, value = "Main refused a forwarded call of user '%s' to %s.%s: %s")
    void refused(String user, String bean, String method, String reason);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 540, value = "Edge forwards to main at %s, module %s of %s: %s")
    void forwarding(String mainUrl, String module, String deployment, String methods);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 541, value = "Forwarded call %s failed to reach main at %s: %s")
    void unreachable(String method, String mainUrl, String reason);

    @Message(id = 542, value = "Cannot read the broker-credential-reference the edge authenticates to main with")
    IllegalStateException noCredentials(@Cause Exception cause);
}
