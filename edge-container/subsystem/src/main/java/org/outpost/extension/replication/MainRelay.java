package org.outpost.extension.replication;

import javax.naming.InitialContext;
import javax.naming.NamingException;

import jakarta.jms.ConnectionFactory;

import org.outpost.extension.OutpostLogger;
import org.outpost.replication.outbox.OutboxRelay;
import org.outpost.replication.outbox.OutboxRelaySignal;
import org.outpost.replication.outbox.RelaySettings;
import org.outpost.replication.transport.JmsChangeSetPublisher;

/**
 * Runs the relay of one persistence unit on main: creates its outbox if absent, then publishes committed change sets
 * on the change topic through the server's in-VM connection factory, in sequence order.
 */
final class MainRelay {

    /** WildFly's in-VM connection factory to the embedded broker. */
    static final String CONNECTION_FACTORY = "java:/ConnectionFactory";

    private final MainReplication replication;
    private volatile JmsChangeSetPublisher publisher;
    private volatile OutboxRelay relay;

    MainRelay(MainReplication replication) {
        this.replication = replication;
    }

    void start() {
        this.replication.outbox().createIfAbsent();
        this.publisher = new JmsChangeSetPublisher(connectionFactory());
        this.relay = new OutboxRelay(this.replication.outbox(), this.publisher, RelaySettings.defaults(),
                new DaemonThreads("outpost-relay-" + this.replication.persistenceUnit()));
        this.relay.start();
        this.replication.signal().forwardTo(this.relay);
        OutpostLogger.ROOT_LOGGER.relayStarted(this.replication.persistenceUnit(), this.replication.outbox().publishedSequence());
    }

    void stop() {
        this.replication.signal().forwardTo(OutboxRelaySignal.NONE);
        this.relay.close();
        this.publisher.close();
        OutpostLogger.ROOT_LOGGER.outboxStopped(this.replication.persistenceUnit());
    }

    private static ConnectionFactory connectionFactory() {
        try {
            return (ConnectionFactory) new InitialContext().lookup(CONNECTION_FACTORY);
        } catch (NamingException e) {
            throw new IllegalStateException("No JMS connection factory at " + CONNECTION_FACTORY + " on main", e);
        }
    }
}
