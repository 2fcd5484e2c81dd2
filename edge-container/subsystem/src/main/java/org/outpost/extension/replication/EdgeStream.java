// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.persistence.EntityManagerFactory;
import jakarta.transaction.InvalidTransactionException;
import jakarta.transaction.SystemException;
import jakarta.transaction.Transaction;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.UpdateMode;
import org.outpost.changestream.apply.ApplyEndpoint;
import org.outpost.changestream.apply.ApplyStats;
import org.outpost.changestream.apply.ReplicaFreshness;
import org.outpost.changestream.apply.ReplicaStoreTables;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.apply.SecondLevelCacheEviction;
import org.outpost.changestream.apply.StaleRows;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.changestream.edge.ReplicaReadGuard;
import org.outpost.changestream.edge.ReplicaStreamHandler;
import org.outpost.changestream.edge.StaleRowReads;
import org.outpost.changestream.fetching.FetchSettings;
import org.outpost.changestream.fetching.ReplayClient;
import org.outpost.changestream.fetching.SnapshotClient;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.StreamTables;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.transport.ChangeSetSubscriber;
import org.outpost.changestream.transport.HttpBrokerProbe;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.changestream.transport.SubscriberSettings;
import org.outpost.changestream.transport.SubscriberStatus;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.extension.server.OutpostLogger;
import org.outpost.extension.server.OutpostServer;
import org.wildfly.transaction.client.ContextTransactionManager;

/**
 * Runs one stream on an edge once its persistence unit is up: creates the replicated tables in the replica store if
 * absent, then subscribes to main's topic (at main's broker, or at the region's relay given by {@code broker-url}); each (re)subscription first catches up with main (snapshot when the
 * replica is new or too far behind, replay of a gap otherwise), and each change set is applied in one local
 * transaction, evicting the unit's second-level cache entries of the rows it changed. Rows of {@code invalidate}-mode
 * entities are fetched from main when a statement reads them ({@link StaleRows}).
 */
final class EdgeStream implements UnitStream {

    private final EdgeReplication replication;
    private final OutpostServer server;
    private volatile ApplyEndpoint endpoint;
    private volatile ActiveMQConnectionFactory factory;
    private volatile ChangeSetSubscriber subscriber;
    private volatile StaleRows staleRows;
    private volatile ReplicaReadGuard readGuard;
    private volatile ReplicaFreshness freshness;
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
        ReplicaStoreTables tables = new ReplicaStoreTables(schema, StreamTables.prefix(stream()));
        try {
            tables.createIfAbsent(this.replication.store());
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create the replicated tables of persistence unit "
                    + this.replication.persistenceUnit() + " in replica store " + this.replication.store().jndiName()
                    + ": " + e.getMessage(), e);
        }
        ApplyEndpoint applyEndpoint = new ApplyEndpoint(this.replication.store(), tables);
        applyEndpoint.addListener(new SecondLevelCacheEviction(emf.getCache()));
        applyEndpoint.addListener(this.replication.lateListeners());
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
        FetchSettings sources = FetchSettings.of(main, stream(), credentials);
        SnapshotClient snapshots = new SnapshotClient(sources);
        HttpClient replayClient = sources.newClient();
        ReplicaSynchronizer synchronizer = new ReplicaSynchronizer(applyEndpoint, new ReplayClient(sources, replayClient,
                OptionalInt.of(applyEndpoint.numbering().fingerprint())),
                snapshots, new DaemonThreads("outpost-replay-" + stream()));
        this.freshness = synchronizer.freshness();
        StaleRows stale = new StaleRows(this.replication.store(), tables, snapshots);
        applyEndpoint.addListener(stale);
        this.staleRows = stale;
        this.readGuard = ReplicaReadGuard.of(emf).orElseThrow();
        this.readGuard.readThrough(new StaleRowReads(stale, servedStale(), EdgeStream::outsideTransaction));
        Set<String> syncEntities = this.replication.descriptor().replicatedEntities().stream()
                .filter(entity -> entity.update() == UpdateMode.SYNC).map(ReplicatedEntity::className)
                .collect(Collectors.toSet());
        this.endpoint = applyEndpoint;
        String brokerUrl = this.server.configuration().subscriptionBrokerUrl();
        this.factory = MainBrokerConnections.forBroker(URI.create(brokerUrl));
        this.subscriber = new ChangeSetSubscriber(this.factory,
                HttpBrokerProbe.of(URI.create(brokerUrl), replayClient, sources.connectTimeout()),
                SubscriberSettings.of(brokerUrl, edgeId, credentials).withStream(stream()),
                new ReplicaStreamHandler(synchronizer, applyEndpoint, syncEntities),
                new DaemonThreads("outpost-edge-" + stream()));
        this.subscriber.start();
        OutpostLogger.ROOT_LOGGER.edgeStreamStarted(this.replication.persistenceUnit(), stream(), mainUrl, edgeId, brokerUrl);
    }

    /** The {@code invalidate}-mode entities read as the edge has them when main cannot send their stale rows. */
    private Set<String> servedStale() {
        DisconnectedPolicy serverDefault = this.server.configuration().whenDisconnected();
        return this.replication.descriptor().replicatedEntities().stream()
                .filter(entity -> entity.update() == UpdateMode.INVALIDATE)
                .filter(entity -> entity.whenDisconnected().orElse(serverDefault) == DisconnectedPolicy.SERVE_STALE)
                .map(ReplicatedEntity::className).collect(Collectors.toSet());
    }

    /** Runs a refresh of stale rows with the caller's JTA transaction, if any, suspended. */
    private static void outsideTransaction(StaleRowReads.Refresh refresh) throws IOException, SQLException {
        ContextTransactionManager transactions = ContextTransactionManager.getInstance();
        Transaction suspended;
        try {
            suspended = transactions.getTransaction() == null ? null : transactions.suspend();
        } catch (SystemException e) {
            throw new SQLException("Cannot suspend the transaction to fetch stale rows: " + e.getMessage(), e);
        }
        try {
            refresh.run();
        } finally {
            if (suspended != null) {
                try {
                    transactions.resume(suspended);
                } catch (InvalidTransactionException | SystemException e) {
                    throw new IllegalStateException("Cannot resume the transaction after fetching stale rows", e);
                }
            }
        }
    }

    @Override
    public void stop() {
        ReplicaReadGuard guard = this.readGuard;
        if (guard != null) {
            guard.readThrough(null);
        }
        ChangeSetSubscriber running = this.subscriber;
        if (running != null) {
            running.close();
        }
        ApplyEndpoint applying = this.endpoint;
        if (applying != null) {
            applying.close();
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

    /** The rows of {@code invalidate}-mode entities fetched on read, {@code null} before start. */
    StaleRows staleRows() {
        return this.staleRows;
    }

    /** Where the replica stands, in memory: what bookmarked requests wait for. */
    AppliedPosition position() {
        return this.position;
    }

    /**
     * How stale the replica may be, when the subscription is not connected: since the later of the moment it left the
     * connected state (or started trying) and the moment the replica was last known to hold all main had committed
     * ({@link ReplicaFreshness}), so that an edge catching up counts as stale by its real lag. Empty while connected
     * and before start.
     */
    Optional<Duration> staleness() {
        SubscriberStatus status = subscriberStatus();
        if (status == null || status.connected()) {
            return Optional.empty();
        }
        Instant freshAsOf = this.freshness.freshAsOf().filter(status.since()::isBefore).orElse(status.since());
        Instant now = Instant.now();
        return Optional.of(now.isAfter(freshAsOf) ? Duration.between(freshAsOf, now) : Duration.ZERO);
    }

    /** The subscription's state and counters, {@code null} before start. */
    SubscriberStatus subscriberStatus() {
        ChangeSetSubscriber running = this.subscriber;
        return running == null ? null : running.status();
    }
}
