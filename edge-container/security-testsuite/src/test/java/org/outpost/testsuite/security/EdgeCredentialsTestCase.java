// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;


import jakarta.jms.Connection;
import jakarta.jms.JMSException;
import jakarta.jms.JMSSecurityException;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;

import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.ActiveMQSecurityException;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.activemq.artemis.jms.client.ActiveMQDestination;
import org.apache.activemq.artemis.jms.client.ActiveMQSession;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.changestream.transport.TopicNames;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.outpost.testsuite.security.app.LedgerFacade;
import org.outpost.testsupport.GatewayClient;

/**
 * Each edge authenticates to main as its own user (this suite's edge as {@code edge-sec}); with that credential an
 * edge follows main, and cannot publish to the change topic, consume another edge's subscription or have main run a
 * method not declared {@code execute-at="main"}.
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class EdgeCredentialsTestCase {

    @Test
    void anEdgeCannotConsumeAnotherEdgesSubscription() throws Exception {
        String stream = Server.MAIN.stream(LedgerApp.EAR).get("stream").asString();
        // The queue of edge-sec's durable subscription, named as Artemis names a JMS durable subscription.
        String subscription = ActiveMQDestination.createQueueNameForSubscription(true, "edge-sec." + stream, "edge-sec").toString();
        try (ActiveMQConnectionFactory main = broker(); Connection other = main.createConnection("edge-other", "edge-other-pass")) {
            ClientSession core = ((ActiveMQSession) other.createSession(Session.CLIENT_ACKNOWLEDGE)).getCoreSession();
            ActiveMQSecurityException refused = assertThrows(ActiveMQSecurityException.class, () -> core.createConsumer(subscription));
            assertTrue(refused.getMessage().contains("Edge user 'edge-other' may not consume change-stream subscription " + subscription
                    + ": it belongs to edge user 'edge-sec'"), refused.getMessage());
            assertThrows(ActiveMQException.class, () -> core.deleteQueue(subscription), "nor remove it");
        }
        long id = Long.parseLong(LedgerApp.user(Server.MAIN).call("record", "amount", 11));
        Server.EDGE.awaitInStepWith(Server.MAIN, LedgerApp.EAR, LedgerApp.CONVERGE);
        assertEquals("11", LedgerApp.user(Server.EDGE).call("amount", "id", id), "the edge still follows main on its subscription");
    }

    @Test
    void anEdgeCannotPublishToTheChangeTopic() throws Exception {
        try (ActiveMQConnectionFactory main = broker(); Connection edge = main.createConnection("edge-sec", "edge-sec-pass")) {
            Session session = edge.createSession(Session.AUTO_ACKNOWLEDGE);
            MessageProducer producer = session.createProducer(session.createTopic(TopicNames.TOPIC));
            JMSException refused = assertThrows(JMSSecurityException.class, () -> producer.send(session.createBytesMessage()));
            assertTrue(refused.getMessage().contains("does not have permission='SEND'"), refused.getMessage());
        }
    }

    @Test
    void anEdgeCannotHaveMainRunAMethodNotDeclaredToRunThere() {
        GatewayClient edge = new GatewayClient(Server.MAIN_TLS, LedgerApp.APPLICATION, LedgerApp.EJB_MODULE, "edge-sec", "edge-sec-pass");
        ForwardingRefusedException refused = assertThrows(ForwardingRefusedException.class,
                () -> edge.invoke(null, LedgerFacade.class, "correct", new Class<?>[]{long.class, long.class}, 1L, 2L));
        assertTrue(refused.getMessage().contains("method correct of " + LedgerFacade.class.getName() + " is not declared execute-at=\"main\""),
                refused.getMessage());
    }

    private static ActiveMQConnectionFactory broker() {
        return MainBrokerConnections.forMain(Server.MAIN_TLS);
    }
}
