// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

import org.outpost.changestream.apply.AppliedChangeListener;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.apply.ApplyEndpoint;
import org.outpost.changestream.apply.ApplyOutcome;
import org.outpost.changestream.apply.ReplicaState;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.transport.ApplyAcknowledger;
import org.outpost.changestream.transport.ChangeSetHandler;

/**
 * What an edge does with its stream: each message goes through the {@link ReplicaSynchronizer} (replaying a gap or
 * installing a snapshot first when needed); after each (re)subscription the edge catches up with main. A change set
 * that holds a row of a {@code sync} entity is acknowledged to main once applied (and again if it arrives a second
 * time, since the first acknowledgement may be what was lost).
 * <p>
 * Registered as a listener of the {@link ApplyEndpoint} it applies through, to learn which entities each applied
 * change set touched. Used by the subscriber's single thread only.
 */
public final class ReplicaStreamHandler implements ChangeSetHandler, AppliedChangeListener {

    private final ReplicaSynchronizer synchronizer;
    private final ApplyEndpoint endpoint;
    private final Set<String> syncEntities;

    /** The change sets with a row of a sync entity applied while handling the message in hand (replays included). */
    private final List<SyncApplied> syncApplied = new ArrayList<>();

    /**
     * @param syncEntities the entity names (Hibernate's, as in {@link AppliedRow#table()}) whose writers on main wait
     *                     for edges
     */
    public ReplicaStreamHandler(ReplicaSynchronizer synchronizer, ApplyEndpoint endpoint, Set<String> syncEntities) {
        this.synchronizer = Objects.requireNonNull(synchronizer, "synchronizer");
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.syncEntities = Set.copyOf(syncEntities);
        endpoint.addListener(this);
    }

    @Override
    public void handle(byte[] message, ApplyAcknowledger acknowledger) throws Exception {
        syncApplied.clear();
        List<ApplyOutcome> outcomes = synchronizer.receive(message);
        for (SyncApplied applied : syncApplied) {
            acknowledger.applied(applied.epoch(), applied.sequence());
        }
        for (ApplyOutcome outcome : outcomes) {
            if (outcome instanceof ApplyOutcome.Duplicate duplicate && !syncEntities.isEmpty()) {
                ReplicaState state = endpoint.state().orElse(null);
                if (state != null) {
                    acknowledger.applied(state.epoch(), duplicate.sequence());
                }
            }
        }
    }

    @Override
    public void connected() throws IOException, SQLException {
        synchronizer.catchUp();
    }

    /** The catch-up replays main's outbox up to main's last sequence (or installs a snapshot). */
    @Override
    public boolean catchesUpFromMain() {
        return true;
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        for (AppliedRow row : changes.rows()) {
            if (syncEntities.contains(row.table().entityName())) {
                syncApplied.add(new SyncApplied(changes.epoch(), changes.sequence()));
                return;
            }
        }
    }

    private record SyncApplied(UUID epoch, long sequence) {
    }
}
