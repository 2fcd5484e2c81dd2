// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;

import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.apply.SnapshotChunk;
import org.outpost.changestream.http.Frames;
import org.outpost.changestream.http.SnapshotHeader;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

/**
 * A snapshot as main's snapshot service wrote it (header, one frame per chunk, end frame), read back in memory: what
 * an edge reads over HTTP, without the HTTP.
 */
final class SnapshotBytes implements Snapshot {

    private final SnapshotHeader header;
    private final List<SnapshotChunk> chunks;

    private SnapshotBytes(SnapshotHeader header, List<SnapshotChunk> chunks) {
        this.header = header;
        this.chunks = chunks;
    }

    static SnapshotBytes read(byte[] written, ChangeSetCodec codec) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(written))) {
            SnapshotHeader header = SnapshotHeader.read(in);
            List<SnapshotChunk> chunks = new ArrayList<>();
            for (byte[] frame = Frames.read(in); frame != null; frame = Frames.read(in)) {
                ChangeSet chunk = codec.decode(frame);
                chunks.add(new SnapshotChunk(chunk.rows().get(0).entity(), chunk.rows()));
            }
            Frames.requireEnd(in);
            return new SnapshotBytes(header, chunks);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (WireFormatException e) {
            throw new IllegalStateException("main's snapshot does not decode: " + e.getMessage(), e);
        }
    }

    @Override
    public UUID epoch() {
        return header.epoch();
    }

    @Override
    public long sequence() {
        return header.sequence();
    }

    @Override
    public Iterator<SnapshotChunk> chunks() {
        return chunks.iterator();
    }

    @Override
    public void close() {
        // Nothing held.
    }
}
