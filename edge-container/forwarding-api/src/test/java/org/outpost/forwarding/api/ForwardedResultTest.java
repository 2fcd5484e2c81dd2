// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;

import org.junit.jupiter.api.Test;

/** What crosses the WAN: every field of a result and both exceptions survive serialization. */
class ForwardedResultTest {

    @Test
    void aReturnedValueAndItsBookmarkRoundTrip() throws Exception {
        ForwardedResult result = roundTrip(ForwardedResult.returned(List.of(1L, 2L), "s-1a2b3c4d:0b9f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d:7"));
        assertEquals(List.of(1L, 2L), result.value());
        assertNull(result.thrown());
        assertEquals("s-1a2b3c4d:0b9f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d:7", result.bookmark());
    }

    @Test
    void aThrownExceptionRoundTripsWithoutBookmark() throws Exception {
        ForwardedResult result = roundTrip(ForwardedResult.threw(new IllegalStateException("no stock"), null));
        assertInstanceOf(IllegalStateException.class, result.thrown());
        assertEquals("no stock", result.thrown().getMessage());
        assertNull(result.value());
        assertNull(result.bookmark());
    }

    @Test
    void aResultThrowsSomething() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ForwardedResult.threw(null, null));
        assertEquals("thrown", e.getMessage());
    }

    @Test
    void theExceptionsKeepTheirMessageAndCause() throws Exception {
        OutpostForwardingException failed = roundTrip(new OutpostForwardingException("Forwarded call X.m() could not run on main at http://main:8080",
                new java.net.ConnectException("refused")));
        assertTrue(failed.getMessage().startsWith("Forwarded call X.m() could not run on main at http://main:8080"), failed.getMessage());
        assertInstanceOf(java.net.ConnectException.class, failed.getCause());
        ForwardingRefusedException refused = roundTrip(new ForwardingRefusedException("Main refuses the forwarded call to B.m: reason"));
        assertEquals("Main refuses the forwarded call to B.m: reason", refused.getMessage());
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }
}
