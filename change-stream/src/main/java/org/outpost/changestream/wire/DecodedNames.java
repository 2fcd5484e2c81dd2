// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.io.IOException;
import java.util.Arrays;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;

/**
 * The entity and column names of the change sets a codec decodes, one instance of each, found by their UTF-8 bytes
 * where they are in the payload: a name seen before is neither decoded nor copied again, and every decoded row refers
 * to the instance first decoded rather than to copies of its own, so that a backlog's rows share a few strings (which
 * the edge's apply compares and looks up row after row) and reading a name allocates nothing. The names are kept in an
 * open-addressing table that readers use without a lock and that is replaced whole when a name is added: names are
 * few and added rarely. At most {@link #MAX_NAMES} names are kept; others are used as decoded. Thread-safe.
 */
final class DecodedNames {

    /** Far more than the entities and columns of a stream. */
    static final int MAX_NAMES = 4096;

    /** A name kept: its UTF-8 bytes and their hash, and its text. */
    private record Name(int hash, byte[] utf8, String text) {
    }

    /** At most half full, a power of two long. */
    private volatile Name[] table = new Name[64];
    private int count;

    /**
     * Reads a string field's value from {@code in}, positioned after the field's tag, as a name.
     *
     * @param payload the bytes {@code in} reads
     * @param base    the offset in {@code payload} where {@code in} starts
     * @throws InvalidProtocolBufferException when the field runs past its message or is not UTF-8, as a Protocol
     *                                        Buffers string must be
     */
    String read(CodedInputStream in, byte[] payload, int base) throws IOException {
        int offset = Utf8Fields.skip(in, base);
        return shared(payload, offset, base + in.getTotalBytesRead() - offset);
    }

    private String shared(byte[] bytes, int offset, int length) throws InvalidProtocolBufferException {
        int hash = hash(bytes, offset, length);
        Name known = find(table, bytes, offset, length, hash);
        return known != null ? known.text() : added(bytes, offset, length, hash);
    }

    private static Name find(Name[] names, byte[] bytes, int offset, int length, int hash) {
        int mask = names.length - 1;
        for (int i = hash & mask; names[i] != null; i = (i + 1) & mask) {
            Name name = names[i];
            if (name.hash() == hash && Arrays.equals(name.utf8(), 0, name.utf8().length, bytes, offset, offset + length)) {
                return name;
            }
        }
        return null;
    }

    private synchronized String added(byte[] bytes, int offset, int length, int hash)
            throws InvalidProtocolBufferException {
        String text = Utf8Fields.text(bytes, offset, length, "a name");
        Name known = find(table, bytes, offset, length, hash);
        if (known != null) {
            return known.text();
        }
        if (count == MAX_NAMES) {
            return text;
        }
        Name[] names = Arrays.copyOf(table, (count + 1) * 2 > table.length ? table.length * 2 : table.length);
        if (names.length > table.length) {
            Arrays.fill(names, null);
            for (Name name : table) {
                if (name != null) {
                    put(names, name);
                }
            }
        }
        put(names, new Name(hash, Arrays.copyOfRange(bytes, offset, offset + length), text));
        count++;
        table = names;
        return text;
    }

    private static void put(Name[] names, Name name) {
        int mask = names.length - 1;
        int i = name.hash() & mask;
        while (names[i] != null) {
            i = (i + 1) & mask;
        }
        names[i] = name;
    }

    private static int hash(byte[] bytes, int offset, int length) {
        int hash = 1;
        for (int i = offset; i < offset + length; i++) {
            hash = 31 * hash + bytes[i];
        }
        return hash ^ (hash >>> 16);
    }
}
