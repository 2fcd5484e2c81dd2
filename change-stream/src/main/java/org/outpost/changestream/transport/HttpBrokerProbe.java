// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Objects;

/**
 * Probes main's HTTP port, the one its broker is reached through (HTTP upgrade): one {@code HEAD /}, whose answer,
 * whatever its status, shows that main's web server answers; a reset, a refused or timed-out connection does not. No
 * credentials are sent, and nothing but the status is read.
 */
public final class HttpBrokerProbe implements BrokerProbe {

    private final URI root;
    private final Duration timeout;
    private final HttpClient client;

    private HttpBrokerProbe(URI root, HttpClient client, Duration timeout) {
        this.root = root;
        this.client = client;
        this.timeout = timeout;
    }

    /**
     * The probe of a subscription's broker: {@code brokerUrl}'s root, asked with {@code client} (the edge's client for
     * main, whose connect timeout bounds connecting), each answer awaited at most {@code timeout}; for a broker
     * reached otherwise than over HTTP(S) (a relay's {@code tcp://}), {@link BrokerProbe#NONE}.
     */
    public static BrokerProbe of(URI brokerUrl, HttpClient client, Duration timeout) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(timeout, "timeout");
        if (!MainBrokerConnections.isMain(brokerUrl) || brokerUrl.getHost() == null) {
            return BrokerProbe.NONE;
        }
        return new HttpBrokerProbe(URI.create(brokerUrl.getScheme() + "://" + brokerUrl.getRawAuthority() + "/"), client,
                timeout);
    }

    @Override
    public void check() throws IOException {
        HttpRequest request = HttpRequest.newBuilder(root).method("HEAD", HttpRequest.BodyPublishers.noBody())
                .timeout(timeout).build();
        try {
            client.send(request, HttpResponse.BodyHandlers.discarding());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while probing " + root);
        } catch (IOException e) {
            throw new IOException("Main's web server at " + root + " does not answer: " + e, e);
        }
    }

    @Override
    public String toString() {
        return "HttpBrokerProbe[" + root + "]";
    }
}
