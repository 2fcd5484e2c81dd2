// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.UUID;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.http.Frames;
import org.outpost.changestream.transport.BrokerCredentials;

/**
 * How the edge's replay client reads main's answer, against a web server on loopback that answers as main would:
 * the change-set count of the messages, which a main older than change batches in replays does not send.
 */
@Timeout(30)
class ReplayClientTest {

    private static final String STREAM = "bench-1a2b";
    private static final List<byte[]> MESSAGES = List.of(new byte[] {1, 2, 3}, new byte[] {4, 5});

    private HttpServer main;

    @AfterEach
    void stop() {
        if (main != null) {
            main.stop(0);
        }
    }

    @Test
    void theCountMainSendsIsTheChangeSetsOfItsMessages() throws Exception {
        ReplayPage page = fetch(Map.of(ChangeStreamPaths.CHANGE_SETS_HEADER, "7"));
        assertEquals(7, page.changeSets());
        assertEquals(2, page.messages().size());
        assertEquals(40, page.lastSequence());
        assertEquals(30, page.publishedSequence());
    }

    @Test
    void withoutACountEachMessageIsOneChangeSet() throws Exception {
        ReplayPage page = fetch(Map.of());
        assertEquals(2, page.changeSets());
    }

    @Test
    void aCountThatIsNoNumberFailsNamingTheHeader() {
        IOException e = assertThrows(IOException.class, () -> fetch(Map.of(ChangeStreamPaths.CHANGE_SETS_HEADER, "many")));
        assertTrue(e.getMessage().contains(ChangeStreamPaths.CHANGE_SETS_HEADER + " 'many'"), e.getMessage());
    }

    /** One replay from a main answering {@link #MESSAGES} with {@code headers} besides the sequences. */
    private ReplayPage fetch(Map<String, String> headers) throws Exception {
        main = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        main.createContext(ChangeStreamPaths.BASE, exchange -> {
            exchange.getResponseHeaders().add("Content-Type", ChangeStreamPaths.CHANGES_CONTENT_TYPE);
            exchange.getResponseHeaders().add(ChangeStreamPaths.LAST_SEQUENCE_HEADER, "40");
            exchange.getResponseHeaders().add(ChangeStreamPaths.PUBLISHED_SEQUENCE_HEADER, "30");
            headers.forEach(exchange.getResponseHeaders()::add);
            exchange.sendResponseHeaders(200, 0);
            try (DataOutputStream body = Frames.output(exchange.getResponseBody())) {
                for (byte[] message : MESSAGES) {
                    Frames.write(body, message);
                }
                Frames.writeEnd(body);
            }
        });
        main.start();
        FetchSettings settings = FetchSettings.of(URI.create("http://127.0.0.1:" + main.getAddress().getPort()), STREAM,
                new BrokerCredentials("edge", "secret")).withConnectTimeout(Duration.ofSeconds(10));
        return new ReplayClient(settings, settings.newClient(), OptionalInt.empty()).fetch(UUID.randomUUID(), 1, 10);
    }
}
