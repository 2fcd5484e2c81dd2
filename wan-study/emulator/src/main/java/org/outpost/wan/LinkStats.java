// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The counters of one link at one moment.
 *
 * @param link                the link's name
 * @param connections         connections the link relayed (client accepted and target connected)
 * @param bytesClientToServer bytes read from clients
 * @param bytesServerToClient bytes read from the server
 * @param roundTrips          request/response turns, summed over connections; see {@link LinkCounters}
 */
public record LinkStats(String link, long connections, long bytesClientToServer, long bytesServerToClient,
        long roundTrips) {

    /** The counters by their report names, in report order. */
    public Map<String, Long> values() {
        Map<String, Long> values = new LinkedHashMap<>();
        values.put("connections", connections);
        values.put("bytes-client-to-server", bytesClientToServer);
        values.put("bytes-server-to-client", bytesServerToClient);
        values.put("round-trips", roundTrips);
        return values;
    }

    /** The report: a {@code link: name} line then one {@code counter: value} line per counter. */
    public String format() {
        StringBuilder text = new StringBuilder("link: ").append(link).append(System.lineSeparator());
        values().forEach((name, value) -> text.append(name).append(": ").append(value).append(System.lineSeparator()));
        return text.toString();
    }
}
