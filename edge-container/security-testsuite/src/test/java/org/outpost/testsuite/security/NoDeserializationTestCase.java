// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

import com.example.gadget.Canary;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsuite.security.app.LedgerFacade;
import org.outpost.testsupport.GatewayClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * Nothing main or an edge reads from the wire is Java-deserialized: a serialized {@link Canary} (a gadget whose
 * deserialization leaves a mark on the server) sent to every endpoint is refused, and neither server ever deserializes
 * it. The endpoints: main's forwarding gateway (EJB over HTTP, as an edge calls it), main's replay, snapshot and rows
 * endpoints, the change topic (a {@code BytesMessage} body and an {@code ObjectMessage}, which the edge receives),
 * and the edge's pages (the {@code Outpost-Bookmark} cookie).
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class NoDeserializationTestCase {

    /** WildFly's filter spec of what its EJB endpoints unmarshal (Outpost's {@code UnmarshallingAllowlist}). */
    private static final String ALLOWLIST_PROPERTY = "jboss.experimental.ejb.unmarshalling.filter.spec";

    @AfterEach
    void neitherServerDeserializedTheCanary() {
        assertNotDeserializedOn(Server.MAIN);
        assertNotDeserializedOn(Server.EDGE);
    }

    /** Main as {@code edge-container/servers} provisions it (this suite adds no filter of its own). */
    @Test
    void mainUnmarshalsOnlyAnAllowlistOutOfTheBox() {
        ModelNode spec = systemProperties(Server.MAIN).get(ALLOWLIST_PROPERTY);
        assertTrue(spec.isDefined(), "main runs without " + ALLOWLIST_PROPERTY);
        assertEquals(List.of("java.lang.*", "java.math.*", "java.time.*", "java.util.*", "java.sql.Date", "java.sql.Time",
                "java.sql.Timestamp", "org.hibernate.collection.spi.*", "org.outpost.**"), List.of(spec.asString().split(";")));
    }

    @Test
    void theForwardingGatewayRefusesAGadgetArgument() {
        GatewayClient edge = new GatewayClient(Server.MAIN_TLS, LedgerApp.APPLICATION, LedgerApp.EJB_MODULE, "edge-sec", "edge-sec-pass");
        assertThrows(Exception.class,
                () -> edge.invoke(null, LedgerFacade.class, "record", new Class<?>[]{long.class}, new Canary()));
    }

    @Test
    void theChangeStreamEndpointsRefuseAGadgetBody() throws Exception {
        String stream = Server.MAIN.stream(LedgerApp.EAR).get("stream").asString();
        String base = Server.MAIN_TLS + "/outpost/replication/" + stream;
        Browser edge = Browser.of("edge-sec", "edge-sec-pass");
        for (String endpoint : List.of("/changes", "/snapshot", "/rows")) {
            for (String method : List.of("POST", "PUT")) {
                HttpResponse<String> refused = edge.send(HttpRequest.newBuilder(URI.create(base + endpoint))
                        .header("Content-Type", "application/x-java-serialized-object")
                        .method(method, HttpRequest.BodyPublishers.ofByteArray(Canary.serialized())));
                assertEquals(405, refused.statusCode(), method + " " + endpoint + ": " + refused.body());
            }
        }
    }

    @Test
    void aGadgetOnTheChangeTopicIsDeadLetteredUnreadAndTheEdgeFollowsOn() throws Exception {
        long deadLetters = Server.EDGE.stream(LedgerApp.EAR).get("dead-letters").asLong();
        String stream = Server.MAIN.stream(LedgerApp.EAR).get("stream").asString();
        HttpResponse<String> published = Browser.anonymous().get(LedgerApp.url(Server.MAIN, "/gadget?stream=" + stream));
        assertEquals(200, published.statusCode(), published::body);

        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (Server.EDGE.stream(LedgerApp.EAR).get("dead-letters").asLong() < deadLetters + 2) {
            assertFalse(System.nanoTime() > deadline, () -> "the edge did not dead-letter both gadget messages: "
                    + Server.EDGE.stream(LedgerApp.EAR));
            Thread.sleep(200);
        }
        long id = Long.parseLong(LedgerApp.user(Server.MAIN).call("record", "amount", 17));
        Server.EDGE.awaitInStepWith(Server.MAIN, LedgerApp.EAR, LedgerApp.CONVERGE);
        assertEquals("17", LedgerApp.user(Server.EDGE).call("amount", "id", id), "the edge still applies main's changes");
    }

    @Test
    void anEdgePageIgnoresAGadgetBookmarkCookie() throws Exception {
        String gadget = Base64.getUrlEncoder().withoutPadding().encodeToString(Canary.serialized());
        HttpResponse<String> page = Browser.anonymous().send(HttpRequest.newBuilder(
                URI.create(LedgerApp.url(Server.EDGE, "/ledger?op=count-by&user=nobody")))
                .header("Cookie", "Outpost-Bookmark=" + gadget));
        assertEquals(200, page.statusCode(), page::body);
        assertEquals("0", page.body().strip());
    }

    private static void assertNotDeserializedOn(WildFlyServer server) {
        assertFalse(systemProperties(server).hasDefined(Canary.MARK), server + " deserialized the canary");
    }

    private static ModelNode systemProperties(WildFlyServer server) {
        ModelNode read = new ModelNode();
        read.get("operation").set("read-attribute");
        read.get("address").add("core-service", "platform-mbean").add("type", "runtime");
        read.get("name").set("system-properties");
        return server.run(read);
    }
}
