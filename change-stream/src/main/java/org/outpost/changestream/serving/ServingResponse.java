// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.IOException;
import java.io.OutputStream;

/**
 * The response {@link ChangeStreamEndpoints} writes, adapted by the HTTP server (Undertow's {@code HttpServerExchange}
 * in WildFly). The endpoints set the status and headers first, then take the body once; the adapter ends the
 * response when {@code handle} returns, and aborts it when {@code handle} throws after the body was taken.
 */
public interface ServingResponse {

    /** Sets the status code; called before {@link #body()}. */
    void status(int code);

    /** Sets a response header; called before {@link #body()}. */
    void header(String name, String value);

    /** The body, streamed (chunked when the adapter knows no length); taking it sends status and headers. */
    OutputStream body() throws IOException;
}
