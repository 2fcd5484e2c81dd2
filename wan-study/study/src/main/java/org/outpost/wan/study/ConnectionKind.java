// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.outpost.wan.ConnectionClassifier;

/**
 * The two kinds of connection on the study's WAN links, counted apart: an edge's broker connection (HTTP upgraded to
 * Artemis's {@code activemq-remoting}: change sets pushed, acknowledgements, polls, pings), whose turns no page waits
 * for unless its entities are {@code sync}, and HTTP (a forwarded call, a stale-row fetch, a remote client's page,
 * also when its client offers another upgrade, as the EJB client's {@code h2c}), whose turns are the round trips of
 * the page being served.
 */
public enum ConnectionKind {
    BROKER("broker"),
    HTTP("http");

    /** Sorts a connection by its first request: an {@code Upgrade} header to Artemis's protocol makes it the broker's. */
    public static final ConnectionClassifier CLASSIFIER = head -> isBrokerUpgrade(head) ? BROKER.id() : HTTP.id();

    private final String id;

    ConnectionKind(String id) {
        this.id = id;
    }

    /** The kind's name in the emulator's counters. */
    public String id() {
        return this.id;
    }

    static boolean isBrokerUpgrade(byte[] head) {
        String text = new String(head, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
        int end = text.indexOf("\r\n\r\n");
        for (String line : (end < 0 ? text : text.substring(0, end)).split("\r\n")) {
            if (line.startsWith("upgrade:") && line.contains("activemq")) {
                return true;
            }
        }
        return false;
    }
}
