// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.UpdateMode;

/**
 * A JPA entity replicated read-only to every edge ({@code <replicated-entity>} or {@code @ReadOnlyReplica}).
 *
 * @param className        the entity class, the key of this element
 * @param update           how changes reach the edges
 * @param fields           the persistent fields to replicate, sorted; empty means all
 * @param maxStaleness     the longest an edge may serve the entity without news from main; empty means unbounded
 * @param whenDisconnected what an edge does while it has lost the change stream; empty means the server's default
 * @param origin           where it was declared
 */
public record ReplicatedEntity(String className, UpdateMode update, List<String> fields,
                               Optional<Duration> maxStaleness, Optional<DisconnectedPolicy> whenDisconnected,
                               Origin origin) {

    /** The update mode when none is given. */
    public static final UpdateMode DEFAULT_UPDATE = UpdateMode.ASYNC;

    /** Checks the components and normalises {@code fields}. */
    public ReplicatedEntity {
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(update, "update");
        fields = Names.sortedSet(fields);
        maxStaleness.ifPresent(duration -> AttributeValues.requirePositive("max-staleness", duration));
        Objects.requireNonNull(whenDisconnected, "whenDisconnected");
        Objects.requireNonNull(origin, "origin");
    }

    /**
     * Returns whether every persistent field is replicated.
     *
     * @return {@code true} when no fields are listed
     */
    public boolean allFields() {
        return fields.isEmpty();
    }

    ReplicatedEntity withOrigin(Origin newOrigin) {
        return new ReplicatedEntity(className, update, fields, maxStaleness, whenDisconnected, newOrigin);
    }
}
