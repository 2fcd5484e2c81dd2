// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.core.config.Configuration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.remoting.impl.invm.InVMAcceptorFactory;
import org.apache.activemq.artemis.core.remoting.impl.invm.InVMConnectorFactory;
import org.apache.activemq.artemis.core.security.CheckType;
import org.apache.activemq.artemis.core.security.Role;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.ActiveMQServers;
import org.apache.activemq.artemis.core.server.JournalType;
import org.apache.activemq.artemis.core.settings.impl.AddressFullMessagePolicy;
import org.apache.activemq.artemis.core.settings.impl.AddressSettings;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.activemq.artemis.spi.core.security.ActiveMQSecurityManager;

/**
 * An Artemis broker in the test JVM: persistent (NIO journal under a temporary directory, so durable subscriptions
 * survive a restart), security on with one user, reachable only through an in-VM acceptor.
 */
final class EmbeddedBroker implements AutoCloseable {

    static final String USER = "edge-user";
    static final String PASSWORD = "edge-secret";

    private static final AtomicInteger SERVER_IDS = new AtomicInteger(100);

    private final int serverId = SERVER_IDS.incrementAndGet();
    private final ActiveMQServer server;

    EmbeddedBroker(Path dataDirectory) throws Exception {
        Configuration config = new ConfigurationImpl()
                .setName("outpost-test-" + serverId)
                .setPersistenceEnabled(true)
                .setSecurityEnabled(true)
                .setJMXManagementEnabled(false)
                .setJournalType(JournalType.NIO)
                .setJournalDatasync(false)
                .setJournalSyncNonTransactional(false)
                .setJournalSyncTransactional(false)
                .setJournalDirectory(dataDirectory.resolve("journal").toString())
                .setBindingsDirectory(dataDirectory.resolve("bindings").toString())
                .setPagingDirectory(dataDirectory.resolve("paging").toString())
                .setLargeMessagesDirectory(dataDirectory.resolve("large").toString())
                .addAcceptorConfiguration(new TransportConfiguration(InVMAcceptorFactory.class.getName(),
                        Map.of("serverId", serverId), "in-vm"));
        config.putSecurityRoles("#", Set.of(new Role("edge", true, true, true, true, true, true, true, true, true, true)));
        server = ActiveMQServers.newActiveMQServer(config, null, new OneUser(), true);
        server.start();
    }

    /** What messages name as the broker URL. */
    String url() {
        return "vm://" + serverId;
    }

    /**
     * A client factory without Artemis' own reconnection and without producer flow control, as
     * {@link MainBrokerConnections} builds one.
     */
    ActiveMQConnectionFactory factory() {
        ActiveMQConnectionFactory factory = new ActiveMQConnectionFactory(false,
                new TransportConfiguration(InVMConnectorFactory.class.getName(), Map.of("serverId", serverId)));
        factory.setReconnectAttempts(0);
        factory.setProducerWindowSize(-1);
        return factory;
    }

    /** Makes {@code address} withhold producer credits (policy BLOCK) once it holds more than {@code maxSizeBytes}. */
    void blockWhenFull(String address, long maxSizeBytes) {
        server.getAddressSettingsRepository().addMatch(address, new AddressSettings().setMaxSizeBytes(maxSizeBytes)
                .setAddressFullMessagePolicy(AddressFullMessagePolicy.BLOCK));
    }

    void stop() throws Exception {
        server.stop();
    }

    void start() throws Exception {
        server.start();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }

    /** Named daemon threads, as the subsystem's managed factory would give. */
    static ThreadFactory threads(String name) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** {@link #USER} with {@link #PASSWORD} in role {@code edge}; nobody else. */
    private static final class OneUser implements ActiveMQSecurityManager {

        @Override
        public boolean validateUser(String user, String password) {
            return USER.equals(user) && PASSWORD.equals(password);
        }

        @Override
        public boolean validateUserAndRole(String user, String password, Set<Role> roles, CheckType checkType) {
            return validateUser(user, password) && roles.stream().anyMatch(role -> role.getName().equals("edge")
                    && checkType.hasRole(role));
        }
    }
}
