// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.UUID;

import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.apply.SnapshotChunk;
import org.outpost.changestream.http.Frames;
import org.outpost.changestream.http.SnapshotHeader;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

/**
 * A snapshot arriving over HTTP: its header read, its chunks decoded one frame at a time while iterating. A body
 * that ends without the end frame, a frame that does not decode, a chunk of another epoch or out of order, or bytes
 * after the end frame make the iterator throw {@link UncheckedIOException} naming the URL. Used by one thread.
 */
final class HttpSnapshot implements Snapshot {

    private final URI uri;
    private final SnapshotHeader header;
    private final DataInputStream body;
    private final ChangeSetCodec codec;
    private boolean iterated;

    HttpSnapshot(URI uri, SnapshotHeader header, DataInputStream body, ChangeSetCodec codec) {
        this.uri = uri;
        this.header = header;
        this.body = body;
        this.codec = codec;
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
        if (iterated) {
            throw new IllegalStateException("The chunks of snapshot " + uri + " stream once");
        }
        iterated = true;
        return new Chunks();
    }

    @Override
    public void close() throws IOException {
        body.close();
    }

    private final class Chunks implements Iterator<SnapshotChunk> {

        private SnapshotChunk next;
        private boolean ended;
        private long read;

        @Override
        public boolean hasNext() {
            if (next == null && !ended) {
                next = readChunk();
                ended = next == null;
            }
            return next != null;
        }

        @Override
        public SnapshotChunk next() {
            if (!hasNext()) {
                throw new NoSuchElementException("Snapshot " + uri + " ended after " + read + " chunks");
            }
            SnapshotChunk chunk = next;
            next = null;
            return chunk;
        }

        private SnapshotChunk readChunk() {
            try {
                byte[] frame = Frames.read(body);
                if (frame == null) {
                    Frames.requireEnd(body);
                    return null;
                }
                ChangeSet changeSet = codec.decode(frame);
                if (!changeSet.epoch().equals(header.epoch()) || changeSet.sequence() != read + 1) {
                    throw new IOException("chunk " + changeSet.sequence() + " of epoch " + changeSet.epoch()
                            + " where chunk " + (read + 1) + " of epoch " + header.epoch() + " was due");
                }
                SnapshotChunk chunk = new SnapshotChunk(changeSet.rows().get(0).entity(), changeSet.rows());
                read++;
                return chunk;
            } catch (IOException | WireFormatException | IllegalArgumentException e) {
                throw new UncheckedIOException(new IOException("Snapshot from " + uri + " (epoch " + header.epoch()
                        + ", sequence " + header.sequence() + ") broke after " + read + " chunks: " + e.getMessage(),
                        e));
            }
        }
    }
}
