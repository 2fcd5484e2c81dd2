// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.outpost.wan.Framing;

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
 * @param streamFraming the units the edges' change-stream links see, for faults at message level
 * @param edgeProperties system properties ({@code -Dname=value}) an edge starts with beyond its id and main's URLs,
 *                      e.g. {@code outpost.when.disconnected}
 */
public record TopologySettings(StudyPorts ports, String database, Path servers, Path work, Duration wanDelay, long wanBandwidth,
        String javaOpts, Duration bootTimeout, Framing streamFraming, Map<Site, List<String>> edgeProperties) {

    public TopologySettings {
        Map<Site, List<String>> copy = new EnumMap<>(Site.class);
        edgeProperties.forEach((site, properties) -> copy.put(site, List.copyOf(properties)));
        edgeProperties = Map.copyOf(copy);
    }

    /** The paper's WAN (§3.1): 100 ms one way, 100 Mbit/s. */
    public static final Duration PAPER_DELAY = Duration.ofMillis(100);
    public static final long PAPER_BANDWIDTH = 100_000_000;

    /** Modest heaps: three servers, PostgreSQL and the load share a small machine. */
    public static final String JAVA_OPTS = "-Xms64m -Xmx512m -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=256m -Djava.net.preferIPv4Stack=true";

    /** The paper's WAN, modest heaps, three minutes to boot. */
    public static TopologySettings of(StudyPorts ports, String database, Path servers, Path work) {
        return new TopologySettings(ports, database, servers, work, PAPER_DELAY, PAPER_BANDWIDTH, JAVA_OPTS, Duration.ofMinutes(3),
                Framing.NONE, Map.of());
    }

    /** These settings with every WAN link {@code oneWay} one way. */
    public TopologySettings withWanDelay(Duration oneWay) {
        return new TopologySettings(ports, database, servers, work, oneWay, wanBandwidth, javaOpts, bootTimeout, streamFraming, edgeProperties);
    }

    /** These settings with the edges' change-stream links cut into {@code units}. */
    public TopologySettings withStreamFraming(Framing units) {
        return new TopologySettings(ports, database, servers, work, wanDelay, wanBandwidth, javaOpts, bootTimeout, units, edgeProperties);
    }

    /** These settings with {@code edge} started with the system property {@code name=value}. */
    public TopologySettings withEdgeProperty(Site edge, String name, String value) {
        if (!edge.isEdge()) {
            throw new IllegalArgumentException(edge.id() + " is not an edge");
        }
        Map<Site, List<String>> properties = new EnumMap<>(Site.class);
        properties.putAll(this.edgeProperties);
        List<String> own = new ArrayList<>(properties.getOrDefault(edge, List.of()));
        own.add("-D" + name + "=" + value);
        properties.put(edge, own);
        return new TopologySettings(ports, database, servers, work, wanDelay, wanBandwidth, javaOpts, bootTimeout, streamFraming, properties);
    }

    /** The system properties {@code edge} starts with beyond its id and main's URLs. */
    public List<String> edgeProperties(Site edge) {
        return this.edgeProperties.getOrDefault(edge, List.of());
    }

    /** Main's database as a JDBC URL. */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:5432/" + this.database;
    }
}
