// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.OpClient;

/**
 * What main and an edge answer when they refuse: a status that says why and a plain message, never a stack trace or
 * a page of WildFly's glued behind Outpost's; and what an operator reads of the edge's link to main.
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class RefusalsTestCase {

    @Test
    void mainAnswers401WithoutValidCredentialsAnd403ToAUserWhoIsNotAnEdge() throws Exception {
        String changes = Server.MAIN_TLS + "/outpost/replication/"
                + Server.MAIN.stream(LedgerApp.EAR).get("stream").asString() + "/changes?epoch=" + new java.util.UUID(0, 0) + "&from=1";

        HttpResponse<String> intruder = Browser.of("intruder", "intruder-pass").get(changes);
        assertEquals(403, intruder.statusCode(), intruder::body);
        assertEquals("User intruder is not in role outpost-edge\n", intruder.body(), "the reason alone, no error page behind it");
        assertEquals("text/plain; charset=UTF-8", intruder.headers().firstValue("Content-Type").orElse(null));
        assertTrue(intruder.headers().firstValue("WWW-Authenticate").isEmpty(), "no challenge: other credentials would not help");

        HttpResponse<String> wrongPassword = Browser.of("outpost-edge", "not-the-password").get(changes);
        assertEquals(401, wrongPassword.statusCode(), wrongPassword::body);
        assertEquals("Wrong user or password\n", wrongPassword.body());
        assertEquals("Basic realm=\"outpost\"", wrongPassword.headers().firstValue("WWW-Authenticate").orElse(null));

        HttpResponse<String> anonymous = Browser.anonymous().get(changes);
        assertEquals(401, anonymous.statusCode(), anonymous::body);
        assertEquals("Edge credentials required (HTTP Basic)\n", anonymous.body());
    }

    @Test
    void aWriteTheEdgeRefusesShowsTheUserAPlainErrorPageAndNoStackTrace() throws Exception {
        OpClient user = LedgerApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("record", "amount", 5));
        assertEquals("5", user.call("amount", "id", id), "on the edge (the user's bookmark waits for it)");
        // From 127.0.0.1, where WildFly's default (stack-trace-on-error=local-only) would show the trace.
        HttpResponse<String> refused = Browser.anonymous().get(LedgerApp.url(Server.EDGE, "/correct?id=" + id + "&amount=6"));
        assertEquals(500, refused.statusCode(), refused::body);
        String page = refused.body();
        assertTrue(page.contains("is a read-only replica on this edge; cannot update it here. Fix: run the use case that writes it on main"), page);
        assertFalse(page.contains("Exception") || page.contains("\tat ") || page.contains("at org."), page);
        assertEquals("5", user.call("amount", "id", id), "nothing written");
    }

    @Test
    void readResourceShowsTheMainUrlTheEdgeFollows() {
        ModelNode edge = Server.EDGE.readOutpostSubsystem();
        assertEquals("${outpost.main.url:http://127.0.0.1:8080}", edge.get("main-url").asString(), "the configuration as written");
        assertEquals(Server.MAIN_TLS.toString(), edge.get("resolved-main-url").asString(), edge::toString);
        assertFalse(Server.MAIN.readOutpostSubsystem().hasDefined("resolved-main-url"), "main follows no one");
    }

}
