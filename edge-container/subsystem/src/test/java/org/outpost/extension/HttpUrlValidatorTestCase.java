// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HttpUrlValidatorTestCase {

    @Test
    void httpUrls() {
        assertTrue(HttpUrlValidator.isHttpUrl("http://127.0.0.1:8080"));
        assertTrue(HttpUrlValidator.isHttpUrl("https://main.example"));
        assertFalse(HttpUrlValidator.isHttpUrl("ftp://main.example"));
        assertFalse(HttpUrlValidator.isHttpUrl("main.example:8080"));
        assertFalse(HttpUrlValidator.isHttpUrl("http://"));
    }
}
