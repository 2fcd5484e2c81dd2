// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import org.outpost.testsupport.WildFlyServer;

/**
 * Puts one application in one configuration on the topology: undeploys it everywhere (edges first), loads a fresh
 * dataset, deploys the configuration's EAR on main and then, unless it is c1, on both edges, and waits until every edge
 * is in step with main (each starts with a snapshot of main's data).
 */
public final class ConfigurationDeployer {

    private static final Duration IN_STEP_TIMEOUT = Duration.ofMinutes(3);

    private final Topology topology;
    private final Path ears;
    private final Progress progress;

    /**
     * @param ears where the build put the configurations' EARs; a copy named as the deployment goes to the topology's
     *             work directory
     */
    public ConfigurationDeployer(Topology topology, Path ears, Progress progress) {
        this.topology = topology;
        this.ears = ears;
        this.progress = progress;
    }

    public void deploy(StudyApp app, Configuration configuration, String datasetSize) throws IOException, InterruptedException {
        undeploy(app);
        long started = System.nanoTime();
        app.load(this.topology.settings().jdbcUrl(), datasetSize);
        this.progress.say("loaded the " + datasetSize + " dataset of " + app.title() + " into " + this.topology.settings().database()
                + " in " + seconds(started) + " s");
        Path source = app.ear(this.ears, configuration);
        if (!Files.isRegularFile(source)) {
            throw new IllegalStateException("No EAR " + source + " for " + app.id() + " " + configuration.id()
                    + ": build wan-study/study first (mvn install -pl wan-study/study -am)");
        }
        Path ear = this.topology.settings().work().resolve("ears").resolve(app.earName());
        Files.createDirectories(ear.getParent());
        Files.copy(source, ear, StandardCopyOption.REPLACE_EXISTING);
        started = System.nanoTime();
        WildFlyServer main = this.topology.server(Site.MAIN);
        main.deploy(ear);
        if (configuration.usesEdges()) {
            for (Site edge : new Site[] {Site.EDGE_1, Site.EDGE_2}) {
                this.topology.server(edge).deploy(ear);
            }
            for (Site edge : new Site[] {Site.EDGE_1, Site.EDGE_2}) {
                this.topology.server(edge).awaitInStepWith(main, app.earName(), IN_STEP_TIMEOUT);
            }
        }
        this.progress.say(app.title() + " " + configuration.directory() + " deployed" + (configuration.usesEdges()
                ? " on main and both edges, edges in step," : " on main (the edges are unused),") + " in " + seconds(started) + " s");
    }

    /** Undeploys the application from the edges, then from main, where it is deployed. */
    public void undeploy(StudyApp app) {
        for (Site site : new Site[] {Site.EDGE_1, Site.EDGE_2, Site.MAIN}) {
            this.topology.server(site).undeployIfPresent(app.earName());
        }
    }

    private static long seconds(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1_000_000_000;
    }
}
