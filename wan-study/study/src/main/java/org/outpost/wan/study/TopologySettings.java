// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How to run one topology.
 *
 * @param ports        every port (WildFly offsets, WAN links)
 * @param database     main's PostgreSQL database on 127.0.0.1:5432
 * @param servers      the directory holding the provisioned {@code main-server} and {@code edge-server}
 * @param work         where the servers' base directories and logs go (replaced at each start)
 * @param wanDelay     one-way delay of every WAN link
 * @param wanBandwidth bandwidth of each direction of every WAN link, in bits per second
 * @param javaOpts     each server's {@code JAVA_OPTS}
 * @param bootTimeout  how long a server may take to boot
 */
public record TopologySettings(StudyPorts ports, String database, Path servers, Path work, Duration wanDelay, long wanBandwidth,
        String javaOpts, Duration bootTimeout) {

    /** The paper's WAN (§3.1): 100 ms one way, 100 Mbit/s. */
    public static final Duration PAPER_DELAY = Duration.ofMillis(100);
    public static final long PAPER_BANDWIDTH = 100_000_000;

    /** Modest heaps: three servers, PostgreSQL and the load share a small machine. */
    public static final String JAVA_OPTS = "-Xms64m -Xmx512m -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=256m -Djava.net.preferIPv4Stack=true";

    /** The paper's WAN, modest heaps, three minutes to boot. */
    public static TopologySettings of(StudyPorts ports, String database, Path servers, Path work) {
        return new TopologySettings(ports, database, servers, work, PAPER_DELAY, PAPER_BANDWIDTH, JAVA_OPTS, Duration.ofMinutes(3));
    }

    /** Main's database as a JDBC URL. */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:5432/" + this.database;
    }
}
