// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UrlValidatorTestCase {

    @Test
    void httpUrls() {
        UrlValidator http = UrlValidator.http();
        assertTrue(http.accepts("http://127.0.0.1:8080"));
        assertTrue(http.accepts("https://main.example"));
        assertFalse(http.accepts("ftp://main.example"));
        assertFalse(http.accepts("tcp://relay.example:61616"));
        assertFalse(http.accepts("main.example:8080"));
        assertFalse(http.accepts("http://"));
    }

    @Test
    void brokerUrls() {
        UrlValidator broker = UrlValidator.broker();
        assertTrue(broker.accepts("http://127.0.0.1:8080"));
        assertTrue(broker.accepts("https://main.example"));
        assertTrue(broker.accepts("tcp://relay.example:61616"));
        assertTrue(broker.accepts("tcp://relay.example"));
        assertFalse(broker.accepts("ftp://relay.example"));
        assertFalse(broker.accepts("tcp://"));
        assertFalse(broker.accepts("relay.example:61616"));
    }
}
