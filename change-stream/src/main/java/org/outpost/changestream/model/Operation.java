// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import java.util.Optional;

/**
 * What happened to a row in a main transaction; the byte code is what travels on the wire.
 */
public enum Operation {
    // Compatibility: never change or reuse a code; add new operations at the end with new codes.
    INSERT(1),
    UPDATE(2),
    DELETE(3);

    private final byte code;

    Operation(int code) {
        this.code = (byte) code;
    }

    /** The byte code on the wire. */
    public byte code() {
        return code;
    }

    /** The operation with this byte code, or empty when the code is unknown (written by a newer version). */
    public static Optional<Operation> ofCode(int code) {
        for (Operation operation : values()) {
            if (operation.code == code) {
                return Optional.of(operation);
            }
        }
        return Optional.empty();
    }
}
