// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The study's configurations: the paper's five (§4.1–4.5) and Outpost's own. Each is only a descriptor in the
 * samples' EARs ({@code configurations/<dir>/META-INF/outpost.xml}).
 */
public enum Configuration {
    C1("c1", "c1-centralized", "Centralized (§4.1)"),
    C2("c2", "c2-remote-facade", "Remote façade (§4.2)"),
    C3("c3", "c3-replicas-sync", "Read-only replicas, sync push (§4.3)"),
    C4("c4", "c4-query-cache", "Query caching (§4.4)"),
    C5("c5", "c5-async", "Asynchronous updates (§4.5)"),
    C6("c6", "c6-outpost", "Outpost");

    private final String id;
    private final String directory;
    private final String title;

    Configuration(String id, String directory, String title) {
        this.id = id;
        this.directory = directory;
        this.title = title;
    }

    /** {@code c1}…{@code c6}: the EARs' classifier and the CSV files' {@code config} column. */
    public String id() {
        return this.id;
    }

    /** The descriptor's directory in the samples, e.g. {@code c6-outpost}. */
    public String directory() {
        return this.directory;
    }

    /** How the report heads it. */
    public String title() {
        return this.title;
    }

    /** Whether the edges serve their clients; in c1 every client goes to main and the edges are unused (§4.1). */
    public boolean usesEdges() {
        return this != C1;
    }

    /** The configuration named {@code c5} or {@code c5-async}; the message lists the names otherwise. */
    public static Configuration named(String name) {
        for (Configuration configuration : values()) {
            if (configuration.id.equals(name) || configuration.directory.equals(name)) {
                return configuration;
            }
        }
        throw new IllegalArgumentException("no configuration '" + name + "'; the configurations are "
                + Arrays.stream(values()).map(Configuration::id).collect(Collectors.joining(", ")));
    }
}
