// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.util.Objects;

import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxRelaySignal;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * What a session factory captures and where its change sets go: the value of the setting
 * {@value ReplicationIntegrator#CAPTURE_SETTING} that the subsystem puts into a main deployment's persistence unit
 * properties. Lives as long as that session factory.
 *
 * @param descriptor the deployment's merged descriptor; its replicated entities are resolved against the
 *                   persistence unit's entities when the session factory starts
 * @param outbox     main's outbox, in the persistence unit's own database
 * @param signal     told after each commit that wrote a change set
 * @param syncGate   holds the committing thread after a commit that wrote a row of a sync entity
 * @param beforeImages the columns whose values before an update or delete a change carries
 */
public record CaptureBinding(OutpostDescriptor descriptor, Outbox outbox, OutboxRelaySignal signal, SyncGate syncGate,
                             BeforeImages beforeImages) {

    public CaptureBinding {
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(outbox, "outbox");
        Objects.requireNonNull(signal, "signal");
        Objects.requireNonNull(syncGate, "syncGate");
        Objects.requireNonNull(beforeImages, "beforeImages");
    }

    /** A binding whose changes carry no values from before them. */
    public CaptureBinding(OutpostDescriptor descriptor, Outbox outbox, OutboxRelaySignal signal, SyncGate syncGate) {
        this(descriptor, outbox, signal, syncGate, BeforeImages.NONE);
    }

    /** A binding whose sync entities do not wait (no edges to wait for). */
    public CaptureBinding(OutpostDescriptor descriptor, Outbox outbox, OutboxRelaySignal signal) {
        this(descriptor, outbox, signal, SyncGate.NONE);
    }
}
