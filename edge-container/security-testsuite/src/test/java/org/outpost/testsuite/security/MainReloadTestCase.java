// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.OpClient;

/**
 * Main reloaded ({@code :reload}, as after a configuration change): the subsystem waits for the broker, which starts
 * after its service is up, and the change stream goes on.
 */
@ExtendWith({ArquillianExtension.class, LedgerDeployment.class})
@RunAsClient
class MainReloadTestCase {

    @Test
    void afterAReloadMainStillPublishesAndTheEdgeFollows() throws InterruptedException {
        Server.MAIN.reload(LedgerApp.CONVERGE);
        OpClient user = LedgerApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("record", "amount", 42));
        Server.EDGE.awaitInStepWith(Server.MAIN, LedgerApp.EAR, LedgerApp.CONVERGE);
        assertEquals("42", user.call("amount", "id", id));
    }
}
