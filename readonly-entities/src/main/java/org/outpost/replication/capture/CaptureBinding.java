package org.outpost.replication.capture;

import java.util.Objects;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.replication.outbox.Outbox;
import org.outpost.replication.outbox.OutboxRelaySignal;

/**
 * What a session factory captures and where its change sets go: the value of the setting
 * {@value ReplicationIntegrator#CAPTURE_SETTING} that the subsystem puts into a main deployment's persistence unit
 * properties. Lives as long as that session factory.
 *
 * @param descriptor the deployment's merged descriptor; its replicated entities are resolved against the
 *                   persistence unit's entities when the session factory starts
 * @param outbox     main's outbox, in the persistence unit's own database
 * @param signal     told after each commit that wrote a change set
 */
public record CaptureBinding(OutpostDescriptor descriptor, Outbox outbox, OutboxRelaySignal signal) {

    public CaptureBinding {
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(outbox, "outbox");
        Objects.requireNonNull(signal, "signal");
    }
}
