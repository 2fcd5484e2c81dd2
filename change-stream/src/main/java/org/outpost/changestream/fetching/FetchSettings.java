// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Optional;
import java.util.UUID;

import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.transport.BrokerCredentials;

/**
 * Where and how an edge reaches main's replay and snapshot services.
 *
 * @param mainUrl        main's HTTP port as operators know it, e.g. {@code http://main:8080} (a path is kept as a
 *                       prefix, for a reverse proxy)
 * @param stream         the stream id of the persistence unit ({@link ChangeStreamPaths#streamId})
 * @param credentials    the edge user main's broker also accepts, sent as HTTP Basic authentication; none sends no
 *                       {@code Authorization} header
 * @param connectTimeout how long connecting may take
 * @param requestTimeout how long main may take to answer a request (until the response headers for a snapshot,
 *                       whose body then streams)
 */
public record FetchSettings(URI mainUrl, String stream, BrokerCredentials credentials, Duration connectTimeout,
                                 Duration requestTimeout) {

    public FetchSettings {
        Objects.requireNonNull(mainUrl, "mainUrl");
        Objects.requireNonNull(credentials, "credentials");
        String scheme = mainUrl.getScheme() == null ? "" : mainUrl.getScheme().toLowerCase(Locale.ROOT);
        if ((!scheme.equals("http") && !scheme.equals("https")) || mainUrl.getHost() == null) {
            throw new IllegalArgumentException("Main's URL must be http://host:port or https://host:port, got "
                    + mainUrl);
        }
        ChangeStreamPaths.requireStreamId(stream);
        if (connectTimeout.isNegative() || connectTimeout.isZero() || requestTimeout.isNegative()
                || requestTimeout.isZero()) {
            throw new IllegalArgumentException("connectTimeout and requestTimeout must be positive");
        }
    }

    /** Defaults: connect within 10 s, answers within 60 s. */
    public static FetchSettings of(URI mainUrl, String stream, BrokerCredentials credentials) {
        return new FetchSettings(mainUrl, stream, credentials, Duration.ofSeconds(10), Duration.ofSeconds(60));
    }

    public FetchSettings withConnectTimeout(Duration timeout) {
        return new FetchSettings(mainUrl, stream, credentials, timeout, requestTimeout);
    }

    public FetchSettings withRequestTimeout(Duration timeout) {
        return new FetchSettings(mainUrl, stream, credentials, connectTimeout, timeout);
    }

    /** A client for these settings: HTTP/1.1, the connect timeout, redirects never followed (they would carry the credentials). */
    public HttpClient newClient() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** The replay URL of {@code max} change sets of {@code epoch} from {@code from}. */
    public URI changesUri(UUID epoch, long from, int max) {
        return changesUri(epoch, from, max, OptionalInt.empty());
    }

    /**
     * The replay URL of {@code max} change sets of {@code epoch} from {@code from}, for an edge whose numbering of
     * the stream schema has the fingerprint {@code schema}, if given.
     */
    public URI changesUri(UUID epoch, long from, int max, OptionalInt schema) {
        return URI.create(prefix() + ChangeStreamPaths.changesPath(stream) + "?" + ChangeStreamPaths.EPOCH + "="
                + epoch + "&" + ChangeStreamPaths.FROM + "=" + from + "&" + ChangeStreamPaths.MAX + "=" + max
                + (schema.isEmpty() ? "" : "&" + ChangeStreamPaths.SCHEMA + "=" + ChangeStreamPaths.schemaText(schema.getAsInt())));
    }

    /** The snapshot URL. */
    public URI snapshotUri() {
        return URI.create(prefix() + ChangeStreamPaths.snapshotPath(stream));
    }

    /** The URL of some rows of one entity, by id. */
    public URI rowsUri(String entity, List<String> ids) {
        StringBuilder uri = new StringBuilder(prefix()).append(ChangeStreamPaths.rowsPath(stream)).append('?')
                .append(ChangeStreamPaths.ENTITY).append('=').append(URLEncoder.encode(entity, StandardCharsets.UTF_8));
        for (String id : ids) {
            uri.append('&').append(ChangeStreamPaths.ID).append('=').append(URLEncoder.encode(id, StandardCharsets.UTF_8));
        }
        return URI.create(uri.toString());
    }

    /** The {@code Authorization} header value, empty without a user. */
    public Optional<String> authorization() {
        if (credentials.user() == null) {
            return Optional.empty();
        }
        String pair = credentials.user() + ":" + (credentials.password() == null ? "" : credentials.password());
        return Optional.of("Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
    }

    private String prefix() {
        String url = mainUrl.toString();
        int query = url.indexOf('?');
        if (query >= 0) {
            url = url.substring(0, query);
        }
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
