// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.ArrayList;
import java.util.List;

/**
 * The WAN study ({@code wan-study/run}): starts the topology with the study's ports and database {@code outpost_wan},
 * runs each configuration of each application asked for (a fresh {@code paper} dataset, the load, the probe), writes
 * the report after each (so that a long run's figures survive a later failure), and stops everything, also on
 * failure and Ctrl-C. A configuration that fails is reported as such and the run goes on. Exit 0 when every
 * configuration ran, 1 otherwise, 2 on bad arguments.
 */
public final class WanStudy {

    private WanStudy() {
    }

    public static void main(String[] args) {
        StudyOptions options;
        try {
            options = StudyOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("wan-study: " + e.getMessage());
            System.err.println("usage: wan-study/run " + StudyOptions.USAGE);
            System.exit(2);
            return;
        }
        System.exit(run(options, new Progress("wan-study", System.out)));
    }

    /** Runs the study on a topology of its own, stopped on return and, meanwhile, at the JVM's shutdown; 0 when every configuration ran. */
    static int run(StudyOptions options, Progress progress) {
        Topology topology = new Topology(TopologySettings.of(StudyPorts.STUDY, "outpost_wan", options.servers(), options.work()), progress);
        try (topology) {
            topology.start();
            return configurations(options, topology, progress);
        } catch (Exception e) {
            progress.say("failed: " + e);
            return 1;
        }
    }

    private static int configurations(StudyOptions options, Topology topology, Progress progress) throws Exception {
        ConfigurationDeployer deployer = new ConfigurationDeployer(topology, options.ears(), progress);
        ConfigurationRun runner = new ConfigurationRun(topology, deployer, options.load(), options.work().resolve("gatling"), progress);
        List<ConfigurationResult> results = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (StudyApp app : options.apps()) {
            for (Configuration configuration : options.configurations()) {
                try {
                    results.add(runner.run(app, configuration, "paper"));
                } catch (Exception e) {
                    failures.add(app.id() + " " + configuration.id() + ": " + e);
                    progress.say(app.id() + " " + configuration.id() + " failed: " + e);
                    e.printStackTrace();
                }
                Report.write(new StudyResults(results), failures, options, options.report());
            }
            deployer.undeploy(app);
        }
        progress.say("report: " + options.report().resolve("index.html").toAbsolutePath());
        return failures.isEmpty() ? 0 : 1;
    }
}
