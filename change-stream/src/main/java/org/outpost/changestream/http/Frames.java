// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.http;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import org.outpost.changestream.wire.CodecSettings;

/**
 * The framing of replay and snapshot bodies: each frame is a 4-byte big-endian length n (1 or more) followed by n
 * bytes, one {@link org.outpost.changestream.wire.ChangeSetCodec} message; a frame of length 0 ends the body, so a
 * transfer cut anywhere, even between frames, is detected.
 */
public final class Frames {

    /** The longest frame accepted: a change set the default codec accepts, with room for its envelope. */
    static final int MAX_FRAME_BYTES = CodecSettings.DEFAULT_MAX_PAYLOAD_BYTES + 1024;
    /**
     * The buffer between a framed body and its HTTP stream: the server's stream sees a few large writes per body, not
     * two or more per frame (a frame's length alone is four one-byte writes).
     */
    private static final int BUFFER_BYTES = 64 * 1024;

    private Frames() {
    }

    /** A framed body written through a buffer into {@code body}; flush it at the end. */
    public static DataOutputStream output(OutputStream body) {
        return new DataOutputStream(new BufferedOutputStream(body, BUFFER_BYTES));
    }

    /** A framed body read through a buffer from {@code body}. */
    public static DataInputStream input(InputStream body) {
        return new DataInputStream(new BufferedInputStream(body, BUFFER_BYTES));
    }

    public static void write(DataOutputStream out, byte[] frame) throws IOException {
        if (frame.length == 0) {
            throw new IllegalArgumentException("An empty frame would read as the end frame");
        }
        out.writeInt(frame.length);
        out.write(frame);
    }

    public static void writeEnd(DataOutputStream out) throws IOException {
        out.writeInt(0);
    }

    /**
     * The next frame, or {@code null} at the end frame.
     *
     * @throws EOFException when the body ends before the end frame
     * @throws IOException  when a length is out of bounds (not a framed body)
     */
    public static byte[] read(DataInputStream in) throws IOException {
        int length;
        try {
            length = in.readInt();
        } catch (EOFException e) {
            throw new EOFException("the body ended without its end frame (truncated transfer)");
        }
        if (length == 0) {
            return null;
        }
        if (length < 0 || length > MAX_FRAME_BYTES) {
            throw new IOException("frame length " + length + " is out of bounds (1.." + MAX_FRAME_BYTES + ")");
        }
        byte[] frame = new byte[length];
        try {
            in.readFully(frame);
        } catch (EOFException e) {
            throw new EOFException("the body ended inside a frame of " + length + " bytes (truncated transfer)");
        }
        return frame;
    }

    /** Checks that nothing follows the end frame. */
    public static void requireEnd(DataInputStream in) throws IOException {
        if (in.read() >= 0) {
            throw new IOException("bytes follow the end frame");
        }
    }
}
