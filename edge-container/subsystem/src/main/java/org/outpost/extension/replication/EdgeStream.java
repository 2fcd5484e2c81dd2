package org.outpost.extension.replication;

import java.net.URI;
import java.sql.SQLException;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.persistence.EntityManagerFactory;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.extension.OutpostLogger;
import org.outpost.extension.OutpostServer;
import org.outpost.replication.apply.ApplyEndpoint;
import org.outpost.replication.apply.ApplyStats;
import org.outpost.replication.apply.ReplicaSchema;
import org.outpost.replication.apply.ReplicaSynchronizer;
import org.outpost.replication.apply.SecondLevelCacheEviction;
import org.outpost.replication.bookmark.AppliedPosition;
import org.outpost.replication.edge.ReplicaStreamHandler;
import org.outpost.replication.serving.HttpChangeSetSource;
import org.outpost.replication.serving.HttpSnapshotSource;
import org.outpost.replication.serving.HttpSourceSettings;
import org.outpost.replication.transport.BrokerCredentials;
import org.outpost.replication.transport.ChangeSetSubscriber;
import org.outpost.replication.transport.MainBrokerConnections;
import org.outpost.replication.transport.SubscriberSettings;
import org.outpost.replication.transport.SubscriberStatus;

/**
 * Runs one stream on an edge once its persistence unit is up: creates the replicated tables in the replica store if
 * absent, then subscribes to main's topic; each (re)subscription first catches up with main (snapshot when the
 * replica is new or too far behind, replay of a gap otherwise), and each change set is applied in one local
 * transaction, evicting the unit's second-level cache entries of the rows it changed.
 */
final class EdgeStream implements UnitStream {

    private final EdgeReplication replication;
    private final OutpostServer server;
    private volatile ApplyEndpoint endpoint;
    private volatile ActiveMQConnectionFactory factory;
    private volatile ChangeSetSubscriber subscriber;
    private final AppliedPosition position = new AppliedPosition();

    EdgeStream(EdgeReplication replication, OutpostServer server) {
        this.replication = replication;
        this.server = server;
    }

    @Override
    public String stream() {
        return this.replication.stream();
    }

    @Override
    public String persistenceUnit() {
        return this.replication.persistenceUnit();
    }

    @Override
    public void start(EntityManagerFactory emf) {
        ReplicaSchema schema = ReplicaSchema.of(emf, this.replication.descriptor());
        try {
            schema.createIfAbsent(this.replication.store());
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create the replicated tables of persistence unit "
                    + this.replication.persistenceUnit() + " in replica store " + this.replication.store().jndiName()
                    + ": " + e.getMessage(), e);
        }
        ApplyEndpoint applyEndpoint = new ApplyEndpoint(this.replication.store(), schema);
        applyEndpoint.addListener(new SecondLevelCacheEviction(emf.getCache()));
        try {
            this.position.start(applyEndpoint.state());
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the position of persistence unit "
                    + this.replication.persistenceUnit() + " in replica store " + this.replication.store().jndiName()
                    + ": " + e.getMessage(), e);
        }
        applyEndpoint.addListener(this.position);
        String mainUrl = this.server.configuration().mainUrl().orElseThrow();
        String edgeId = this.server.configuration().edgeId().orElseThrow();
        URI main = URI.create(mainUrl);
        BrokerCredentials credentials = EdgeCredentials.of(this.server);
        HttpSourceSettings sources = HttpSourceSettings.of(main, stream(), credentials);
        ReplicaSynchronizer synchronizer = new ReplicaSynchronizer(applyEndpoint,
                new HttpChangeSetSource(sources), new HttpSnapshotSource(sources));
        Set<String> syncEntities = this.replication.descriptor().replicatedEntities().stream()
                .filter(entity -> entity.update() == UpdateMode.SYNC).map(ReplicatedEntity::className)
                .collect(Collectors.toSet());
        this.endpoint = applyEndpoint;
        this.factory = MainBrokerConnections.forMain(main);
        this.subscriber = new ChangeSetSubscriber(this.factory,
                SubscriberSettings.of(mainUrl, edgeId, credentials).withStream(stream()),
                new ReplicaStreamHandler(synchronizer, applyEndpoint, syncEntities),
                new DaemonThreads("outpost-edge-" + stream()));
        this.subscriber.start();
        OutpostLogger.ROOT_LOGGER.edgeStreamStarted(this.replication.persistenceUnit(), stream(), mainUrl, edgeId);
    }

    @Override
    public void stop() {
        ChangeSetSubscriber running = this.subscriber;
        if (running != null) {
            running.close();
        }
        ActiveMQConnectionFactory connections = this.factory;
        if (connections != null) {
            connections.close();
        }
        OutpostLogger.ROOT_LOGGER.edgeStreamStopped(this.replication.persistenceUnit(), stream());
    }

    /** The apply figures, {@code null} before start. */
    ApplyStats applyStats() throws SQLException {
        ApplyEndpoint running = this.endpoint;
        return running == null ? null : running.stats();
    }

    /** Where the replica stands, in memory: what bookmarked requests wait for. */
    AppliedPosition position() {
        return this.position;
    }

    /** The subscription's state and counters, {@code null} before start. */
    SubscriberStatus subscriberStatus() {
        ChangeSetSubscriber running = this.subscriber;
        return running == null ? null : running.status();
    }
}
