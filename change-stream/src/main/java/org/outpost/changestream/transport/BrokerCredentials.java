// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

/**
 * A user and password for main's broker, resolved by the subsystem from its credential reference; never
 * hard-coded. {@link #toString()} does not show the password.
 *
 * @param user     the broker user, {@code null} for the connection factory's own identity (main's in-VM factory)
 * @param password the password, {@code null} with a {@code null} user
 */
public record BrokerCredentials(String user, String password) {

    /** No credentials: {@code ConnectionFactory.createConnection()}. */
    public static BrokerCredentials none() {
        return new BrokerCredentials(null, null);
    }

    public BrokerCredentials {
        if (user == null && password != null) {
            throw new IllegalArgumentException("A password without a user");
        }
    }

    /** The user for messages, {@code <none>} without one. */
    public String userForMessages() {
        return user == null ? "<none>" : user;
    }

    @Override
    public String toString() {
        return "BrokerCredentials[user=" + userForMessages() + ", password=" + (password == null ? "<none>" : "****") + "]";
    }
}
