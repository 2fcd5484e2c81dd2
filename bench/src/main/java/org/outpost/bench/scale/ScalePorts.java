// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

/**
 * Where {@code bench/scale}'s links listen on 127.0.0.1, from one base port ({@code --link-port-base}; the script
 * starts edge {@code i} with {@code outpost.main.url=http://127.0.0.1:<base + i>}):
 * <table>
 * <caption>ports</caption>
 * <tr><td>base + i</td><td>edge i's WAN link to main's HTTP port (its {@code main-url})</td></tr>
 * <tr><td>base + 10 + i</td><td>edge i's LAN link to the relay (its {@code broker-url} in the relay topology)</td></tr>
 * <tr><td>base + 20</td><td>the relay's acceptor</td></tr>
 * <tr><td>base + 21</td><td>the WAN link from main's core bridge to the relay</td></tr>
 * <tr><td>base + 22</td><td>the WAN link from the relay's bridges (heartbeats, acknowledgements) to main's HTTP port</td></tr>
 * </table>
 *
 * @param base the first port
 */
public record ScalePorts(int base) {

    /** Edges this layout has room for. */
    public static final int MAX_EDGES = 9;

    public ScalePorts {
        if (base < 1024 || base + 22 > 65_535) {
            throw new IllegalArgumentException("--link-port-base must be between 1024 and 65513, got " + base);
        }
    }

    public int edgeToMain(int edge) {
        return this.base + checked(edge);
    }

    public int edgeToRelay(int edge) {
        return this.base + 10 + checked(edge);
    }

    public int relayAcceptor() {
        return this.base + 20;
    }

    public int mainToRelay() {
        return this.base + 21;
    }

    public int relayToMain() {
        return this.base + 22;
    }

    private static int checked(int edge) {
        if (edge < 1 || edge > MAX_EDGES) {
            throw new IllegalArgumentException("edge " + edge + " is not between 1 and " + MAX_EDGES);
        }
        return edge;
    }
}
