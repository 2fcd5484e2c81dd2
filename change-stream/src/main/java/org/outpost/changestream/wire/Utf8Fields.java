// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;

/**
 * String fields read where they lie in the payload: the stream only skips them, and their text is made from the
 * payload's bytes in one copy (protobuf's own reading decodes into a {@code char[]} first and copies that again, the
 * better part of a backlog's garbage when its rows carry text). A field must be UTF-8, as a Protocol Buffers string
 * must be.
 */
final class Utf8Fields {

    private Utf8Fields() {
    }

    /**
     * Skips the value of a length-delimited field in {@code in}, positioned after the field's tag, and returns where
     * that value starts in {@code payload}; it ends where {@code in} now is.
     *
     * @param base the offset in {@code payload} where {@code in} starts
     * @throws InvalidProtocolBufferException when the value runs past its message
     */
    static int skip(CodedInputStream in, int base) throws IOException {
        int length = in.readRawVarint32();
        int offset = base + in.getTotalBytesRead();
        in.skipRawBytes(length);
        return offset;
    }

    /**
     * Reads a string field's value from {@code in}, positioned after the field's tag.
     *
     * @throws InvalidProtocolBufferException when the value runs past its message or is not UTF-8
     */
    static String text(CodedInputStream in, byte[] payload, int base) throws IOException {
        int offset = skip(in, base);
        return text(payload, offset, base + in.getTotalBytesRead() - offset, "a string value");
    }

    /**
     * The text of {@code length} UTF-8 bytes of {@code bytes} from {@code offset}, {@code what} naming them in the
     * error.
     *
     * @throws InvalidProtocolBufferException when the bytes are not UTF-8
     */
    static String text(byte[] bytes, int offset, int length, String what) throws InvalidProtocolBufferException {
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] < 0) {
                ByteString utf8 = ByteString.copyFrom(bytes, offset, length);
                if (!utf8.isValidUtf8()) {
                    throw new InvalidProtocolBufferException(what + " is not valid UTF-8");
                }
                return utf8.toStringUtf8();
            }
        }
        return new String(bytes, offset, length, StandardCharsets.US_ASCII);
    }
}
