// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.time.Duration;
import java.util.Objects;

/**
 * How long published outbox entries stay for edges to replay a gap: an entry goes once it is older than
 * {@code maxAge} <em>or</em> beyond the newest {@code maxCount}, and never before it is published. The subsystem
 * sets both (attributes of its outbox resource).
 *
 * @param maxAge   the age after which a published entry may go; positive
 * @param maxCount how many of the newest entries stay whatever their age; positive
 */
public record RetentionPolicy(Duration maxAge, long maxCount) {

    /** One day or 100 000 entries, whichever is fewer. */
    public static final RetentionPolicy DEFAULT = new RetentionPolicy(Duration.ofDays(1), 100_000);

    public RetentionPolicy {
        Objects.requireNonNull(maxAge, "maxAge");
        if (maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("Outbox retention max-age must be positive, got " + maxAge);
        }
        if (maxCount < 1) {
            throw new IllegalArgumentException("Outbox retention max-count must be positive, got " + maxCount);
        }
    }
}
