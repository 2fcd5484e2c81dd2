// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Bytes read but not yet accounted: appended at the end, consumed from the front. Not thread-safe. */
final class ByteQueue {

    private byte[] data = new byte[256];
    private int start;
    private int end;

    void add(byte[] bytes, int offset, int count) {
        if (end + count > data.length) {
            int size = size();
            byte[] grown = size + count > data.length ? new byte[Math.max(2 * data.length, size + count)] : data;
            System.arraycopy(data, start, grown, 0, size);
            data = grown;
            start = 0;
            end = size;
        }
        System.arraycopy(bytes, offset, data, end, count);
        end += count;
    }

    int size() {
        return end - start;
    }

    /** The byte at {@code index} from the front, unsigned. */
    int get(int index) {
        return data[start + index] & 0xFF;
    }

    /** The big-endian int at {@code index} from the front. */
    int intAt(int index) {
        return get(index) << 24 | get(index + 1) << 16 | get(index + 2) << 8 | get(index + 3);
    }

    /** Drops {@code count} bytes from the front. */
    void skip(int count) {
        start += count;
        if (start == end) {
            start = 0;
            end = 0;
        }
    }

    /** Every byte held, removed. */
    byte[] take() {
        byte[] all = Arrays.copyOfRange(data, start, end);
        start = 0;
        end = 0;
        return all;
    }

    /** Where {@code pattern} first starts, from the front, or -1. */
    int indexOf(byte[] pattern) {
        outer:
        for (int i = start; i + pattern.length <= end; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (data[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i - start;
        }
        return -1;
    }

    /** The first {@code count} bytes as ASCII text. */
    String ascii(int count) {
        return new String(data, start, count, StandardCharsets.ISO_8859_1);
    }
}
