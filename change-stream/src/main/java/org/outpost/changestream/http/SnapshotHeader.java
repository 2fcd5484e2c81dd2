// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.http;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Objects;
import java.util.UUID;

/**
 * The first 29 bytes of a snapshot body: magic {@code "OPSN"}, format version (1), the epoch as two big-endian
 * longs (most then least significant bits) and the sequence as a big-endian long. Frames follow ({@link Frames}).
 * A new version may change everything after the version byte; version 1 is never changed.
 *
 * @param epoch    main's epoch
 * @param sequence the last sequence whose effects the rows include, 0 when none
 */
public record SnapshotHeader(UUID epoch, long sequence) {

    static final byte[] MAGIC = {'O', 'P', 'S', 'N'};
    static final int VERSION = 1;
    public static final int LENGTH = 29;

    public SnapshotHeader {
        Objects.requireNonNull(epoch, "epoch");
        if (sequence < 0) {
            throw new IllegalArgumentException("A snapshot sequence is 0 or more, got " + sequence);
        }
    }

    public void write(DataOutputStream out) throws IOException {
        out.write(MAGIC);
        out.writeByte(VERSION);
        out.writeLong(epoch.getMostSignificantBits());
        out.writeLong(epoch.getLeastSignificantBits());
        out.writeLong(sequence);
    }

    /**
     * Reads and checks a header.
     *
     * @throws IOException saying what is wrong: truncated, not a snapshot (magic), another version, bad sequence
     */
    public static SnapshotHeader read(DataInputStream in) throws IOException {
        byte[] bytes = new byte[LENGTH];
        int read = in.readNBytes(bytes, 0, LENGTH);
        if (read < LENGTH) {
            throw new EOFException("the snapshot header is truncated: " + read + " of " + LENGTH + " bytes");
        }
        if (!Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new IOException("not an Outpost snapshot: the body starts with 0x"
                    + HexFormat.of().formatHex(bytes, 0, MAGIC.length) + ", not \"OPSN\"");
        }
        if (bytes[4] != VERSION) {
            throw new IOException("snapshot format version " + (bytes[4] & 0xff) + " is not supported by this edge"
                    + " (it reads version " + VERSION + ")");
        }
        DataInputStream fields = new DataInputStream(new ByteArrayInputStream(bytes, 5, LENGTH - 5));
        UUID epoch = new UUID(fields.readLong(), fields.readLong());
        long sequence = fields.readLong();
        if (sequence < 0) {
            throw new IOException("snapshot sequence " + sequence + " is negative");
        }
        return new SnapshotHeader(epoch, sequence);
    }
}
