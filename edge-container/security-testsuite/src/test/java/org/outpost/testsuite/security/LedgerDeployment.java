// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The test application deployed on main and the edge around a test class (after Arquillian's extension, which starts
 * the servers): {@code @ExtendWith({ArquillianExtension.class, LedgerDeployment.class})}.
 */
final class LedgerDeployment implements BeforeAllCallback, AfterAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) throws InterruptedException {
        LedgerApp.deploy();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        LedgerApp.undeploy();
    }
}
