// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.time.Duration;
import java.util.UUID;

import javax.naming.InitialContext;
import javax.naming.NamingException;

import jakarta.jms.ConnectionFactory;
import jakarta.persistence.EntityManagerFactory;

import org.outpost.changestream.capture.SyncGate;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxRelay;
import org.outpost.changestream.outbox.OutboxRelaySignal;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.outbox.RelaySettings;
import org.outpost.changestream.outbox.RetentionPolicy;
import org.outpost.changestream.serving.ChangeStreamEndpoints;
import org.outpost.changestream.serving.ReplayService;
import org.outpost.changestream.serving.SnapshotService;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.transport.JmsChangeSetPublisher;
import org.outpost.changestream.transport.TopicNames;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.CodecSettings;
import org.outpost.changestream.wire.SchemaNumbering;
import org.outpost.extension.server.OutpostConfiguration;
import org.outpost.extension.server.OutpostLogger;

/**
 * Runs the stream of one persistence unit on main: creates its outbox if absent, publishes committed change sets on
 * the change topic through the server's in-VM connection factory, in sequence order (those ready together in one
 * message, entities and columns numbered by the stream schema), and answers the edges' replay
 * and snapshot requests. The edges' counterpart is {@link EdgeStream}.
 */
final class MainRelay implements UnitStream {

    /** WildFly's in-VM connection factory to the embedded broker. */
    static final String CONNECTION_FACTORY = "java:/ConnectionFactory";
    /** Rows per snapshot chunk. */
    static final int SNAPSHOT_CHUNK_ROWS = 1_000;

    private final MainReplication replication;
    private final MainAcknowledgements acknowledgements;
    private final Duration syncTimeout;
    private final RetentionPolicy retention;
    private final Duration publishInterval;
    private final long replayMemoryBytes;
    private volatile JmsChangeSetPublisher publisher;
    private volatile OutboxRelay relay;
    private volatile ChangeStreamEndpoints endpoints;
    private volatile ReplayService replay;

    MainRelay(MainReplication replication, MainAcknowledgements acknowledgements, OutpostConfiguration configuration) {
        this.replication = replication;
        this.acknowledgements = acknowledgements;
        this.syncTimeout = Duration.ofMillis(configuration.syncTimeoutMillis());
        this.retention = configuration.outboxRetention();
        this.replayMemoryBytes = configuration.replayMemoryBytes();
        this.publishInterval = Duration.ofMillis(configuration.publishIntervalMillis());
    }

    @Override
    public String stream() {
        return this.replication.stream();
    }

    @Override
    public String persistenceUnit() {
        return this.replication.persistenceUnit();
    }

    Outbox outbox() {
        return this.replication.outbox();
    }

    ChangeStreamEndpoints endpoints() {
        return this.endpoints;
    }

    @Override
    public void start(EntityManagerFactory emf) {
        this.replication.outbox().createIfAbsent();
        ReplicaSchema schema = ReplicaSchema.of(emf, this.replication.descriptor());
        // The edges number entities and columns alike, from the same mapping (their ApplyEndpoint's codec).
        SchemaNumbering numbering = SchemaNumbering.of(schema);
        RecentBatches recent = new RecentBatches(this.replayMemoryBytes);
        this.replay = new ReplayService(this.replication.outbox(), ReplayService.MAX_BATCH, recent,
                numbering.fingerprint());
        this.endpoints = new ChangeStreamEndpoints(stream(), this.replay,
                new SnapshotService(this.replication.dataSource(), schema, this.replication.outbox(), SNAPSHOT_CHUNK_ROWS));
        this.publisher = new JmsChangeSetPublisher(connectionFactory(), TopicNames.TOPIC, BrokerCredentials.none(),
                stream(), new ChangeSetCodec(CodecSettings.defaults(), numbering), recent);
        this.relay = new OutboxRelay(this.replication.outbox(), this.publisher,
                RelaySettings.defaults().withRetention(this.retention).withPublishInterval(this.publishInterval),
                new DaemonThreads("outpost-relay-" + stream()));
        this.relay.start();
        this.replication.signal().forwardTo(this.relay);
        this.acknowledgements.acquire();
        this.replication.syncGate().forwardTo(this.acknowledgements.gate(this.syncTimeout));
        OutpostLogger.ROOT_LOGGER.relayStarted(persistenceUnit(), this.replication.outbox().publishedSequence());
    }

    @Override
    public void stop() {
        this.replication.syncGate().forwardTo(SyncGate.NONE);
        this.replication.signal().forwardTo(OutboxRelaySignal.NONE);
        this.acknowledgements.release();
        this.relay.close();
        this.publisher.close();
        OutpostLogger.ROOT_LOGGER.outboxStopped(persistenceUnit());
    }

    /** The stream's figures now; reads the outbox. */
    Figures figures() {
        return new Figures(this.replication.outbox().epoch(), this.replication.outbox().lastSequence(),
                this.replication.outbox().publishedSequence(), this.replication.outbox().size(),
                this.publisher.published(), this.publisher.publishRate(), this.acknowledgements.acknowledgements(),
                this.acknowledgements.timeouts(), this.replay.changeSetsFromMemory(), this.replay.changeSetsFromOutbox());
    }

    /** Main's figures of one stream, for management. */
    record Figures(UUID epoch, long lastSequence, long publishedSequence, long outboxSize, long published,
                   double publishRatePerSecond, long syncAcknowledgements, long syncTimeouts, long replayedFromMemory,
                   long replayedFromOutbox) {
    }

    static ConnectionFactory connectionFactory() {
        try {
            return (ConnectionFactory) new InitialContext().lookup(CONNECTION_FACTORY);
        } catch (NamingException e) {
            throw new IllegalStateException("No JMS connection factory at " + CONNECTION_FACTORY + " on main", e);
        }
    }
}
