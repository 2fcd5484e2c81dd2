// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;

import jakarta.jms.Connection;
import jakarta.jms.JMSException;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.testsuite.security.app.LedgerFacade;
import org.outpost.testsupport.GatewayClient;
import org.outpost.testsupport.OpClient;

/**
 * TLS on the link between the edge and main, set up as {@code docs/install.md} says with the suite's own test CA
 * ({@link TlsMaterial}, {@code src/test/cli/main-tls.cli}): the edge follows {@code https://} main, whose forwarded
 * calls, snapshots and pushed change sets travel over main's HTTPS listener only, and main refuses each of them in
 * plain text.
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class TlsTestCase {

    private static final URI MAIN_PLAIN = URI.create("http://127.0.0.1:" + Server.MAIN.httpPort());

    @Test
    void aForwardedCallTravelsOverTls() {
        long tls = requests("https-listener", "https");
        long plain = requests("http-listener", "default");
        OpClient user = LedgerApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("record", "amount", 23));
        assertEquals("23", user.call("amount", "id", id));
        assertTrue(requests("https-listener", "https") > tls, "the forwarded call reached main's HTTPS listener");
        assertEquals(plain, requests("http-listener", "default"), "and nothing reached its plain one");
    }

    @Test
    void pushedChangeSetsAndSnapshotsTravelOverTls() throws Exception {
        ModelNode stream = Server.EDGE.stream(LedgerApp.EAR);
        assertEquals("CONNECTED", stream.get("subscription").asString(), stream::toString);
        long received = stream.get("received").asLong();
        long id = Long.parseLong(LedgerApp.user(Server.MAIN).call("record", "amount", 29));
        Server.EDGE.awaitInStepWith(Server.MAIN, LedgerApp.EAR, LedgerApp.CONVERGE);
        assertEquals("29", LedgerApp.user(Server.EDGE).call("amount", "id", id));
        assertTrue(Server.EDGE.stream(LedgerApp.EAR).get("received").asLong() > received,
                "main pushed the change set to the edge's subscription, whose broker connection is TLS only");

        String snapshot = "/outpost/replication/" + Server.MAIN.stream(LedgerApp.EAR).get("stream").asString() + "/snapshot";
        HttpResponse<String> overTls = Browser.of("edge-sec", "edge-sec-pass").get(Server.MAIN_TLS + snapshot);
        assertEquals(200, overTls.statusCode(), overTls::body);
    }

    @Test
    void mainRefusesEveryPartOfTheEdgeLinkInPlainText() throws Exception {
        String stream = Server.MAIN.stream(LedgerApp.EAR).get("stream").asString();
        Browser edge = Browser.of("edge-sec", "edge-sec-pass");
        for (String path : new String[] {"/outpost/replication/" + stream + "/snapshot",
                "/outpost/replication/" + stream + "/changes?from=1", "/wildfly-services/ejb/v1/discover"}) {
            HttpResponse<String> refused = edge.get(MAIN_PLAIN + path);
            assertEquals(403, refused.statusCode(), path + ": " + refused.body());
        }
        GatewayClient plainGateway = new GatewayClient(MAIN_PLAIN, LedgerApp.APPLICATION, LedgerApp.EJB_MODULE,
                "edge-sec", "edge-sec-pass");
        assertThrows(Exception.class,
                () -> plainGateway.invoke(null, LedgerFacade.class, "record", new Class<?>[]{long.class}, 1L));
        try (ActiveMQConnectionFactory broker = MainBrokerConnections.forMain(MAIN_PLAIN)) {
            assertThrows(JMSException.class, () -> {
                try (Connection connection = broker.createConnection("edge-sec", "edge-sec-pass")) {
                    connection.start();
                }
            });
        }
    }

    /** How many requests a listener of main's has served (Undertow's statistics, enabled on main). */
    private static long requests(String type, String listener) {
        ModelNode read = new ModelNode();
        read.get("operation").set("read-attribute");
        read.get("address").add("subsystem", "undertow").add("server", "default-server").add(type, listener);
        read.get("name").set("request-count");
        return Server.MAIN.run(read).asLong();
    }
}
