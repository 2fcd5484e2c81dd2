// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.net.InetSocketAddress;

import org.outpost.testsupport.WildFlyServer;

/**
 * The main and the edge a bench drives, on 127.0.0.1, by their ports ({@code --main-http}, {@code --main-management},
 * {@code --edge-http}, {@code --edge-management}; the bench commands pass them).
 */
record BenchServers(int mainHttp, int mainManagement, int edgeHttp, int edgeManagement) {

    /** Main at port offset 400, the edge at 500, as {@code bench/servers.sh} starts them. */
    static final BenchServers DEFAULTS = new BenchServers(8480, 10390, 8580, 10490);

    BenchServers {
        requirePositive("main-http", mainHttp);
        requirePositive("main-management", mainManagement);
        requirePositive("edge-http", edgeHttp);
        requirePositive("edge-management", edgeManagement);
    }

    /** The ports given, over the {@linkplain #DEFAULTS defaults}. */
    static BenchServers read(BenchArguments given) {
        return new BenchServers(given.integer("main-http", DEFAULTS.mainHttp), given.integer("main-management", DEFAULTS.mainManagement),
                given.integer("edge-http", DEFAULTS.edgeHttp), given.integer("edge-management", DEFAULTS.edgeManagement));
    }

    /** A management client of main; close it. */
    WildFlyServer main() {
        return new WildFlyServer("main", "127.0.0.1", this.mainManagement, this.mainHttp);
    }

    /** A management client of the edge; close it. */
    WildFlyServer edge() {
        return new WildFlyServer("edge", "127.0.0.1", this.edgeManagement, this.edgeHttp);
    }

    /** Main's HTTP port, where the WAN links lead. */
    InetSocketAddress mainHttpAddress() {
        return BenchArguments.loopback(this.mainHttp);
    }
}
