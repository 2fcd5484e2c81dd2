// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

/**
 * The closed set of column value types; each byte code is the kind number of the value on the wire.
 */
public enum ValueType {
    // Compatibility: never change or reuse a code; add new types at the end with new codes.
    // Codes 1-15 cost one byte on the wire, so the most frequent types have them.
    NULL(1),
    BOOLEAN(2),
    INT(3),
    LONG(4),
    STRING(5),
    DECIMAL(6),
    INSTANT(7),
    LOCAL_DATE(8),
    LOCAL_DATE_TIME(9),
    ENUM(10),
    BYTES(11),
    DOUBLE(12),
    SHORT(13),
    BYTE(14),
    UUID(15),
    FLOAT(16),
    CHAR(17),
    LOCAL_TIME(18),
    OFFSET_DATE_TIME(19),
    DURATION(20),
    BIG_INTEGER(21);

    private final byte code;

    ValueType(int code) {
        this.code = (byte) code;
    }

    /** The byte code on the wire. */
    public byte code() {
        return code;
    }
}
