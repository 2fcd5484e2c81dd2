// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * A point in one change stream: the change set main committed with {@code sequence} in {@code epoch} of
 * {@code stream}. An edge that applied it (same epoch, applied sequence at least this one) shows the writes it holds.
 * Its text form, {@code stream:epoch:sequence}, travels in the {@code Outpost-Bookmark} cookie and in the answer of a
 * forwarded call.
 *
 * @param stream   the stream id ({@code ChangeStreamPaths.streamId}: letters, digits, {@code _} and {@code -})
 * @param epoch    main's epoch of that stream
 * @param sequence the change set's sequence, from 1
 */
public record Bookmark(String stream, UUID epoch, long sequence) {

    private static final Pattern STREAM = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** Checks the components. */
    public Bookmark {
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(epoch, "epoch");
        if (!STREAM.matcher(stream).matches()) {
            throw new IllegalArgumentException("A stream id is 1 to 64 letters, digits, '_' or '-', not '" + stream + "'");
        }
        if (sequence < 1) {
            throw new IllegalArgumentException("A bookmark's sequence is 1 or more, got " + sequence);
        }
    }

    /**
     * Reads the text form.
     *
     * @param text {@code stream:epoch:sequence}
     * @return the bookmark, empty when {@code text} is not one (a cookie is client input: never trusted to parse)
     */
    public static Optional<Bookmark> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.split(":", -1);
        if (parts.length != 3) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Bookmark(parts[0], UUID.fromString(parts[1]), Long.parseLong(parts[2])));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Returns whether a replica standing at ({@code appliedEpoch}, {@code appliedSequence}) of this stream shows what
     * this bookmark marks.
     */
    public boolean isCoveredBy(UUID appliedEpoch, long appliedSequence) {
        return this.epoch.equals(appliedEpoch) && appliedSequence >= this.sequence;
    }

    /** {@code stream:epoch:sequence}. */
    @Override
    public String toString() {
        return this.stream + ":" + this.epoch + ":" + this.sequence;
    }
}
