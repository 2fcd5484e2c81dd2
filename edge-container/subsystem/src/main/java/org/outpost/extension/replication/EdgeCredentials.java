// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.io.IOException;

import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.extension.server.OutpostServer;
import org.wildfly.security.credential.PasswordCredential;
import org.wildfly.security.password.interfaces.ClearPassword;

/**
 * The user and password an edge presents to main (broker, replay and snapshot, forwarded calls), from the subsystem's
 * {@code broker-user} and {@code broker-credential-reference}; read when a stream starts, so a changed credential
 * store entry takes effect at the next deployment.
 */
public final class EdgeCredentials {

    private EdgeCredentials() {
    }

    /** The user and password of {@code server}'s {@code broker-user} and {@code broker-credential-reference}. */
    public static BrokerCredentials of(OutpostServer server) {
        String user = server.configuration().brokerUser().orElse(null);
        if (user == null) {
            return BrokerCredentials.none();
        }
        String password = null;
        if (server.brokerCredentials().isPresent()) {
            try {
                PasswordCredential credential = server.brokerCredentials().get().getCredential(PasswordCredential.class);
                if (credential != null) {
                    password = new String(credential.getPassword().castAndApply(ClearPassword.class, ClearPassword::getPassword));
                }
            } catch (IOException e) {
                throw new IllegalStateException("Cannot read the broker-credential-reference of edge user " + user + ": " + e.getMessage(), e);
            }
        }
        return new BrokerCredentials(user, password);
    }
}
