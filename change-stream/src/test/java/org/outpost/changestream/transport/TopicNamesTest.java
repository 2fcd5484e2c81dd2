// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Names every main and edge must agree on. */
class TopicNamesTest {

    @Test
    void destinationsAreTheAgreedOnes() {
        assertEquals("outpost.changes", TopicNames.TOPIC);
        assertEquals("outpost.changes.dead-letter", TopicNames.DEAD_LETTER_QUEUE);
        assertEquals("outpost.changes.acks", TopicNames.ACK_QUEUE);
    }

    @Test
    void everyPropertyNameIsAJavaIdentifierAsJakartaMessagingRequires() throws Exception {
        List<String> properties = List.of(TopicNames.STREAM, TopicNames.EPOCH, TopicNames.SEQUENCE,
                TopicNames.DEAD_LETTER_REASON, TopicNames.DEAD_LETTER_DETAIL,
                TopicNames.DEAD_LETTER_ORIGINAL_ID, TopicNames.EDGE_ID, TopicNames.ACK_TYPE);
        for (String name : properties) {
            assertTrue(name.startsWith("outpost_") && Character.isJavaIdentifierStart(name.charAt(0))
                    && name.chars().allMatch(Character::isJavaIdentifierPart), name);
        }
        long declared = Arrays.stream(TopicNames.class.getFields())
                .filter(f -> Modifier.isStatic(f.getModifiers()) && f.getName().matches("[A-Z_]+"))
                .map(TopicNamesTest::value).filter(v -> v.startsWith("outpost_")).count();
        assertEquals(properties.size(), declared, "a property constant is missing from this test");
    }

    @Test
    void aStreamNameIsATokenUsableInSelectorsClientIdsAndUrls() {
        assertEquals("outpost_stream = 'rubis-1a2b'", TopicNames.selector("rubis-1a2b"));
        for (String bad : new String[] {"", "a b", "x'y", "a.b", "a#b"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TopicNames.checkStream(bad));
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
    }

    @Test
    void settingsRefuseAMissingEdgeIdAndABackwardsBackoff() {
        BrokerCredentials credentials = new BrokerCredentials("u", "p");
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SubscriberSettings.of("http://main:8080", " ", credentials));
        assertTrue(e.getMessage().contains("edge id"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SubscriberSettings.of("http://main:8080", "edge-1", credentials)
                        .withBackoff(Duration.ofSeconds(2), Duration.ofSeconds(1)));
        assertTrue(e.getMessage().contains("PT2S"), e.getMessage());
        assertTrue(!credentials.toString().contains("p]") && credentials.toString().contains("****"),
                credentials.toString());
        assertEquals(List.of(100L, 200L, 400L, 400L), List.of(new Backoff(Duration.ofMillis(100), Duration.ofMillis(400))
                .millisAfter(1), new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)).millisAfter(2),
                new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)).millisAfter(3),
                new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)).millisAfter(60)));
    }

    @Test
    void aPauseBeforeReconnectingIsDrawnBetweenHalfTheStepAndTheStep() {
        Backoff backoff = new Backoff(Duration.ofMillis(100), Duration.ofMillis(400));
        for (long attempt = 1; attempt <= 4; attempt++) {
            long step = backoff.millisAfter(attempt);
            for (int draw = 0; draw < 200; draw++) {
                long pause = backoff.jitteredMillisAfter(attempt);
                assertTrue(pause >= step / 2 && pause <= step, "attempt " + attempt + ": " + pause + " ms");
            }
        }
        assertEquals(Duration.ofSeconds(10), SubscriberSettings.of("http://main:8080", "edge-1",
                new BrokerCredentials("u", "p")).maxBackoff());
    }

    private static String value(Field field) {
        try {
            return String.valueOf(field.get(null));
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
