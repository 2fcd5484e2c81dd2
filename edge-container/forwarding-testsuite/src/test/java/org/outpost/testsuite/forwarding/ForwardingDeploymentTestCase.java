// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsuite.forwarding.broken.Basket;

/** Deployments whose {@code execute-at="main"} methods cannot be forwarded fail, naming the class and the reason. */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class ForwardingDeploymentTestCase {

    private static final String EAR = "outpost-forwarding-broken.ear";

    @Test
    void aFacadeThatIsNoSessionBeanFailsTheDeployment() {
        String failure = deployFailing("forwarding/outpost-not-a-bean.xml");
        assertTrue(failure.contains("OUTPOST0500") && failure.contains("org.outpost.testsuite.forwarding.broken.Ledger, which is not a session bean"), failure);
    }

    @Test
    void aStatefulFacadeFailsTheDeployment() {
        String failure = deployFailing("forwarding/outpost-stateful.xml");
        assertTrue(failure.contains("OUTPOST0501") && failure.contains("org.outpost.testsuite.forwarding.broken.Basket (bean Basket), a stateful session bean"), failure);
    }

    private static String deployFailing(String descriptor) {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "broken-ejb.jar").addPackage(Basket.class.getPackage());
        EnterpriseArchive ear = ShrinkWrap.create(EnterpriseArchive.class, EAR).addAsModule(ejb).addAsManifestResource(descriptor, "outpost.xml");
        try {
            ModelNode outcome = Server.MAIN.deployOutcome(ear);
            assertEquals("failed", outcome.get("outcome").asString(), outcome::toString);
            return outcome.get("failure-description").asString();
        } finally {
            Server.MAIN.undeployIfPresent(EAR);
        }
    }
}
