// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.outpost.testsuite.security.app.LedgerFacade;
import org.outpost.testsupport.GatewayClient;

/**
 * Forwarded calls run on main as the user who logged in on the edge: main's {@code getCallerPrincipal()} and
 * {@code @RolesAllowed} see that user with the roles main's realm gives, not the edge's user. Users log in on the edge
 * (HTTP Basic, the edge's realm); bob is a clerk there but no longer on main.
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class IdentityPropagationTestCase {

    @Test
    void mainSeesTheUserWhoLoggedInOnTheEdge() throws Exception {
        Browser alice = Browser.of("alice", "alice-pass");
        assertEquals("alice", clerk(alice, "op=whoami").body());
        long id = Long.parseLong(clerk(alice, "op=clerk-record&amount=3").body());
        assertEquals("alice", LedgerApp.user(Server.MAIN).call("recorded-by", "id", id), "main recorded the entry as alice");
        assertEquals("alice", clerk(alice, "op=recorded-by&id=" + id).body(), "read on the edge at once (her bookmark)");
    }

    @Test
    void aUserWithoutTheRoleOnMainIsRefusedThereThoughTheEdgeLetHimIn() throws Exception {
        Browser bob = Browser.of("bob", "bob-pass");
        HttpResponse<String> refused = clerk(bob, "op=clerk-record&amount=4");
        assertEquals(500, refused.statusCode(), refused::body);
        assertTrue(refused.body().startsWith("jakarta.ejb.EJBAccessException: ") && refused.body().contains("recordAsClerk"), refused.body());
        assertEquals("bob", clerk(bob, "op=whoami").body(), "main knows bob; it refuses him the clerk's method");
        assertEquals("0", LedgerApp.user(Server.MAIN).call("count-by", "user", "bob"), "main recorded nothing for bob");
    }

    @Test
    void anAnonymousCallerOfTheEdgeIsAnonymousOnMain() {
        assertEquals("anonymous", LedgerApp.user(Server.EDGE).call("whoami"));
    }

    @Test
    void mainRefusesToRunACallAsAUserItDoesNotKnowAndANonEdgeAsAnyone() {
        GatewayClient edge = new GatewayClient(Server.MAIN_TLS, LedgerApp.APPLICATION, LedgerApp.EJB_MODULE, "outpost-edge", "outpost-edge-demo");
        ForwardingRefusedException unknown = assertThrows(ForwardingRefusedException.class,
                () -> edge.invoke("mallory", LedgerFacade.class, "record", new Class<?>[]{long.class}, 9L));
        assertTrue(unknown.getMessage().contains("edge user 'outpost-edge' may not run calls as user 'mallory'"), unknown.getMessage());

        GatewayClient intruder = new GatewayClient(Server.MAIN_TLS, LedgerApp.APPLICATION, LedgerApp.EJB_MODULE, "intruder", "intruder-pass");
        ForwardingRefusedException notAnEdge = assertThrows(ForwardingRefusedException.class,
                () -> intruder.invoke("alice", LedgerFacade.class, "record", new Class<?>[]{long.class}, 9L));
        assertTrue(notAnEdge.getMessage().contains("user 'intruder' is not in role outpost-edge"), notAnEdge.getMessage());
        assertEquals("0", LedgerApp.user(Server.MAIN).call("count-by", "user", "mallory"));
    }

    private static HttpResponse<String> clerk(Browser user, String query) throws Exception {
        return user.get(LedgerApp.url(Server.EDGE, "/clerk?" + query));
    }
}
