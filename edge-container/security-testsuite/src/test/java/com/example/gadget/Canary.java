// SPDX-License-Identifier: Apache-2.0
package com.example.gadget;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serial;
import java.io.Serializable;
import java.io.UncheckedIOException;

/**
 * A stand-in for a deserialization gadget of a library the application ships (package {@code com.example}, outside
 * Java's and the application's own): deserializing it is all it takes to run its code, which here only leaves a mark,
 * the system property {@value #MARK}, on the server that did it. Servers must never deserialize it from the wire.
 */
public class Canary implements Serializable {

    /** The system property a deserialized canary sets. */
    public static final String MARK = "outpost.canary.deserialized";

    @Serial
    private static final long serialVersionUID = 1L;

    /** A canary as Java serialization writes it ({@code ObjectOutputStream}), starting with {@code AC ED}. */
    public static byte[] serialized() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new Canary());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        System.setProperty(MARK, "true");
    }
}
