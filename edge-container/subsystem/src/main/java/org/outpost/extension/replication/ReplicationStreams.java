// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.stream.Stream;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.changestream.apply.ApplyStats;
import org.outpost.changestream.apply.StaleRows;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.bookmark.Bookmarks;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.serving.ChangeStreamEndpoints;
import org.outpost.changestream.transport.SubscriberStatus;

/**
 * The change streams running on this server, by stream id: on main, each deployed persistence unit's relay and
 * its replay/snapshot endpoints; on an edge, each unit's subscription and apply. Serves main's HTTP endpoints and
 * the runtime attribute {@code replication} of {@code /subsystem=outpost}. Thread-safe.
 */
public final class ReplicationStreams {

    /** The runtime attribute with the figures of every stream. */
    public static final AttributeDefinition ATTRIBUTE = new SimpleAttributeDefinitionBuilder("replication", ModelType.OBJECT, true)
            .setStorageRuntime()
            .build();

    private final Map<String, UnitStream> streams = new ConcurrentSkipListMap<>();
    private final MainAcknowledgements acknowledgements = new MainAcknowledgements();

    MainAcknowledgements acknowledgements() {
        return this.acknowledgements;
    }

    void add(UnitStream stream) {
        this.streams.put(stream.stream(), stream);
    }

    void remove(UnitStream stream) {
        this.streams.remove(stream.stream(), stream);
    }

    private <T extends UnitStream> Stream<T> running(Class<T> type) {
        return this.streams.values().stream().filter(type::isInstance).map(type::cast);
    }

    private Optional<EdgeStream> edge(String stream) {
        return Optional.ofNullable(this.streams.get(stream)).filter(EdgeStream.class::isInstance).map(EdgeStream.class::cast);
    }

    /** On main, the stream whose outbox is {@code outbox}, while its relay runs. */
    public Optional<String> streamOf(Outbox outbox) {
        return running(MainRelay.class).filter(relay -> relay.outbox() == outbox).map(MainRelay::stream).findFirst();
    }

    /**
     * On main, the bookmarks of what a request or a forwarded call committed ({@link org.outpost.changestream.bookmark.CommitScope#committed()}): one per
     * stream, at the last change set it committed into the stream's outbox.
     */
    public Bookmarks bookmarksOf(Map<Outbox, ChangeSet> committed) {
        Bookmarks bookmarks = Bookmarks.none();
        for (Map.Entry<Outbox, ChangeSet> entry : committed.entrySet()) {
            Optional<String> stream = streamOf(entry.getKey());
            if (stream.isPresent()) {
                bookmarks = bookmarks.with(new Bookmark(stream.get(), entry.getValue().epoch(), entry.getValue().sequence()));
            }
        }
        return bookmarks;
    }

    /** On an edge, where the replica of a stream stands, while the stream runs. */
    public Optional<AppliedPosition> appliedPosition(String stream) {
        return edge(stream).map(EdgeStream::position);
    }

    /** On an edge, the subscription state of a stream, while the stream runs and once it started. */
    public Optional<SubscriberStatus> subscriberStatus(String stream) {
        return edge(stream).map(EdgeStream::subscriberStatus);
    }

    /**
     * On an edge, how stale a stream may be: empty while it is subscribed to main; otherwise the time since the replica
     * was last known in step with main (see {@code EdgeStream.staleness()}).
     */
    public Optional<Duration> staleness(String stream) {
        return edge(stream).flatMap(EdgeStream::staleness);
    }

    /** The replay and snapshot endpoints of a stream of main, once its relay runs. */
    public Optional<ChangeStreamEndpoints> endpoints(String stream) {
        return Optional.ofNullable(this.streams.get(stream)).filter(MainRelay.class::isInstance)
                .map(MainRelay.class::cast).map(MainRelay::endpoints);
    }

    /** Reads {@link #ATTRIBUTE}: stream id → figures. */
    public OperationStepHandler readHandler() {
        return (context, operation) -> {
            ModelNode result = context.getResult().setEmptyObject();
            this.streams.forEach((stream, running) -> {
                ModelNode node = result.get(stream);
                node.get("persistence-unit").set(running.persistenceUnit());
                if (running instanceof MainRelay relay) {
                    mainFigures(relay, node);
                } else if (running instanceof EdgeStream edge) {
                    edgeFigures(edge, node);
                }
            });
        };
    }

    private static void mainFigures(MainRelay relay, ModelNode node) {
        node.get("role").set("main");
        try {
            MainRelay.Figures figures = relay.figures();
            node.get("epoch").set(figures.epoch().toString());
            node.get("last-sequence").set(figures.lastSequence());
            node.get("published-sequence").set(figures.publishedSequence());
            node.get("outbox-size").set(figures.outboxSize());
            node.get("published").set(figures.published());
            node.get("publish-rate-per-second").set(figures.publishRatePerSecond());
            node.get("sync-acknowledgements").set(figures.syncAcknowledgements());
            node.get("sync-timeouts").set(figures.syncTimeouts());
            node.get("replayed-from-memory").set(figures.replayedFromMemory());
            node.get("replayed-from-outbox").set(figures.replayedFromOutbox());
        } catch (RuntimeException e) {
            node.get("error").set(String.valueOf(e.getMessage()));
        }
    }

    private static void edgeFigures(EdgeStream edge, ModelNode node) {
        node.get("role").set("edge");
        SubscriberStatus status = edge.subscriberStatus();
        if (status != null) {
            node.get("subscription").set(status.state().name());
            edge.staleness().ifPresent(staleness -> node.get("staleness-ms").set(staleness.toMillis()));
            node.get("received").set(status.received());
            node.get("bytes-received").set(status.bytesReceived());
            node.get("dead-letters").set(status.deadLettered());
            node.get("reconnects").set(status.reconnects());
            if (status.lastError() != null) {
                node.get("last-error").set(status.lastError());
            }
        }
        try {
            ApplyStats stats = edge.applyStats();
            if (stats != null) {
                if (stats.epoch() != null) {
                    node.get("epoch").set(stats.epoch().toString());
                }
                node.get("applied-sequence").set(stats.appliedSequence());
                node.get("main-sequence").set(stats.mainSequence());
                node.get("lag-transactions").set(stats.lagTransactions());
                node.get("lag-ms").set(stats.lagMillis());
                node.get("lag-ms-p50").set(stats.lagMillisP50());
                node.get("lag-ms-p99").set(stats.lagMillisP99());
                node.get("lag-samples").set(stats.lagSamples());
                node.get("apply-rate-per-second").set(stats.applyRatePerSecond());
                node.get("change-sets-applied").set(stats.changeSetsApplied());
                node.get("rows-applied").set(stats.rowsApplied());
                node.get("duplicates-skipped").set(stats.duplicatesSkipped());
                node.get("gaps-detected").set(stats.gapsDetected());
                node.get("snapshots").set(stats.snapshots());
                node.get("snapshot-rows").set(stats.snapshotRows());
                node.get("snapshot-ms").set(stats.snapshotMillis());
                node.get("replays").set(stats.replays());
                node.get("replayed-change-sets").set(stats.replayedChangeSets());
                node.get("apply-failures").set(stats.failures());
                if (stats.lastAppliedAt() != null) {
                    node.get("last-applied-at").set(stats.lastAppliedAt().toString());
                }
                if (stats.catchUpStartedAt() != null) {
                    node.get("catch-up-started-at").set(stats.catchUpStartedAt().toString());
                }
            }
            StaleRows stale = edge.staleRows();
            if (stale != null && !stale.entities().isEmpty()) {
                node.get("stale-rows").set(stale.staleRows());
                node.get("stale-row-fetches").set(stale.fetches());
                node.get("stale-rows-fetched").set(stale.fetchedRows());
                node.get("stale-row-fetch-failures").set(stale.failures());
            }
        } catch (SQLException e) {
            node.get("error").set("replica store: " + e.getMessage());
        }
    }
}
