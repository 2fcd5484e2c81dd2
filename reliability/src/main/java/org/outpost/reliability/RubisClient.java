// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One RUBiS user's browser at one server: its own cookies (so the edge's {@code Outpost-Bookmark} follows its
 * writes), the store pages the writers use and the pages that show what they stored.
 */
final class RubisClient {

    static final String SERVLETS = "/rubis_servlets/servlet/edu.rice.rubis.servlets.";
    /** How long a request may take: beyond the edge's forwarding timeout (30 s). */
    static final Duration TIMEOUT = Duration.ofSeconds(45);
    private static final Pattern CURRENTLY = Pattern.compile("<td>Currently</td><td>([0-9.]+)</td>");

    /**
     * What a request got.
     *
     * @param status  the HTTP status; 0 when there was no answer
     * @param body    the page; empty when there was no answer
     * @param stale     whether the edge marked it served while cut off from main ({@code Outpost-Staleness})
     * @param forwarded whether main served it for the edge, the edge's policy {@code forward} at work
     *                  ({@code Outpost-Forwarded})
     * @param failure   why there was no answer, or null
     */
    record Answer(int status, String body, boolean stale, boolean forwarded, String failure) {

        boolean stored() {
            return this.status == 200 && this.body.contains("successfully");
        }

        boolean refused() {
            return this.status == 200 && this.body.contains("ERROR");
        }

        /** Whether the edge refused it by its policy ({@code fail}, or a request {@code forward} cannot forward). */
        boolean refusedByPolicy() {
            return this.status == 503 && this.body.contains("when-disconnected=");
        }
    }

    private final URI server;
    private final HttpClient http;

    RubisClient(URI server) {
        this.server = server;
        this.http = HttpClient.newBuilder().cookieHandler(new CookieManager()).connectTimeout(Duration.ofSeconds(5)).build();
    }

    Answer storeBid(int itemId, int userId, double bid, double maxBid) throws InterruptedException {
        return get("StoreBid?itemId=" + itemId + "&userId=" + userId + "&minBid=" + bid + "&bid=" + bid + "&maxBid=" + maxBid
                + "&maxQty=1&qty=1");
    }

    Answer storeComment(int from, int to, int itemId, int rating, String text) throws InterruptedException {
        return get("StoreComment?to=" + to + "&from=" + from + "&itemId=" + itemId + "&rating=" + rating + "&comment="
                + URLEncoder.encode(text, StandardCharsets.UTF_8));
    }

    Answer viewItem(int itemId) throws InterruptedException {
        return get("ViewItem?itemId=" + itemId);
    }

    Answer viewUserInfo(int userId) throws InterruptedException {
        return get("ViewUserInfo?userId=" + userId);
    }

    /** The price View Item shows ({@code Currently}), if the page has it. */
    static OptionalDouble currently(String viewItem) {
        Matcher price = CURRENTLY.matcher(viewItem);
        return price.find() ? OptionalDouble.of(Double.parseDouble(price.group(1))) : OptionalDouble.empty();
    }

    private Answer get(String page) throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(this.server.resolve(SERVLETS + page)).timeout(TIMEOUT).build();
        try {
            HttpResponse<String> response = this.http.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body(), response.headers().firstValue("Outpost-Staleness").isPresent(),
                    response.headers().firstValue("Outpost-Forwarded").isPresent(), null);
        } catch (IOException e) {
            return new Answer(0, "", false, false, e.toString());
        }
    }
}
