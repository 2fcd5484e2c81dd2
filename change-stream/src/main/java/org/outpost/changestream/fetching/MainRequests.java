// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** The GET requests both edge clients send to main, and how their failures are reported (naming the URL). */
final class MainRequests {

    private static final int MAX_ERROR_TEXT = 500;

    private MainRequests() {
    }

    /**
     * Sends a GET for a streamed body.
     *
     * @throws IOException naming the URL when main cannot be reached or does not answer in time
     */
    static HttpResponse<InputStream> get(HttpClient client, FetchSettings settings, URI uri, String accept)
            throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET().timeout(settings.requestTimeout())
                .header("Accept", accept);
        settings.authorization().ifPresent(value -> request.header("Authorization", value));
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while requesting " + uri);
        } catch (IOException e) {
            throw new IOException("Cannot get " + uri + ": " + describe(e), e);
        }
    }

    /**
     * Checks a 200 answer of the expected content type; otherwise reads the error text, closes the body and
     * throws.
     *
     * @throws IOException naming the URL, the status and main's reason
     */
    static void requireOk(HttpResponse<InputStream> response, String contentType) throws IOException {
        if (response.statusCode() != HttpURLConnection.HTTP_OK) {
            throw new IOException("GET " + response.uri() + " answered " + response.statusCode() + ": "
                    + errorText(response));
        }
        String actual = response.headers().firstValue("Content-Type").orElse("");
        int parameters = actual.indexOf(';');
        if (!(parameters < 0 ? actual : actual.substring(0, parameters)).trim().equalsIgnoreCase(contentType)) {
            response.body().close();
            throw new IOException("GET " + response.uri() + " answered content type '" + actual + "', not "
                    + contentType + " (is it Outpost's main?)");
        }
    }

    /** Main's reason: the start of the body's text; the body is closed. */
    static String errorText(HttpResponse<InputStream> response) {
        try (InputStream body = response.body()) {
            String text = new String(body.readNBytes(MAX_ERROR_TEXT), StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "(no reason given)" : text;
        } catch (IOException e) {
            return "(reason unreadable: " + describe(e) + ")";
        }
    }

    static String describe(Throwable failure) {
        String message = failure.getMessage();
        return failure.getClass().getSimpleName() + (message == null ? "" : " " + message);
    }
}
