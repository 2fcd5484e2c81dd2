// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * README's first command ({@code scripts/demo.sh}): the study's topology with RUBiS in c6-outpost on the {@code small}
 * dataset, on WildFly's own ports (main 8080, edges 8180 and 8280, WAN links from 18080), database
 * {@code outpost_demo}. Prints progress, then the URLs to open, then {@value #READY}; runs until SIGTERM or Ctrl-C,
 * then stops everything it started.
 *
 * <pre>
 * java -cp … org.outpost.wan.study.Demo --servers DIR --ears DIR --work DIR
 * </pre>
 */
public final class Demo {

    /** The line that tells {@code scripts/demo.sh} the demo is up. */
    public static final String READY = "ready";

    /** The provisioned {@code main-server} and {@code edge-server}'s directory. */
    static final String SERVERS = "--servers";
    /** Where the build copied the configurations' EARs. */
    static final String EARS = "--ears";
    /** Where the servers' base directories go. */
    static final String WORK = "--work";

    private static final StudyApp APP = StudyApp.RUBIS;
    private static final Configuration CONFIGURATION = Configuration.C6;

    private Demo() {
    }

    public static void main(String[] args) throws InterruptedException {
        Progress progress = new Progress("demo", System.out);
        CommandLine line;
        try {
            line = CommandLine.parse(args, Set.of(SERVERS, EARS, WORK), Set.of());
            line.required(SERVERS);
            line.required(EARS);
            line.required(WORK);
        } catch (IllegalArgumentException e) {
            System.err.println("demo: " + e.getMessage());
            System.err.println("usage: Demo " + SERVERS + " DIR " + EARS + " DIR " + WORK + " DIR");
            System.exit(2);
            return;
        }
        Topology topology = new Topology(TopologySettings.of(StudyPorts.DEMO, "outpost_demo", Path.of(line.required(SERVERS)),
                Path.of(line.required(WORK))), progress);
        try {
            topology.start();
            new ConfigurationDeployer(topology, Path.of(line.required(EARS)), progress).deploy(APP, CONFIGURATION, "small");
        } catch (Exception e) {
            progress.say("failed: " + e.getMessage());
            System.exit(1);
        }
        System.out.print(urls(topology));
        progress.say(READY);
        new CountDownLatch(1).await();
    }

    static String urls(Topology topology) {
        String app = APP.contextRoot() + APP.home();
        return String.format("""

                RUBiS (the auction site) in configuration %s, %s dataset: users user1 … user500, passwords password1 …
                  main                               %s%s
                  edge 1 (near you: on your LAN)     %s%s
                  edge 2                             %s%s
                  main through the WAN, no edge      %s%s   (%d ms each way, as a far user without an edge sees main)
                Browse the same site far from main with and without an edge; bid on an item at edge 1 (Bid now!, then
                user1 / password1) and its View Item page on edge 1 shows your bid at once.
                Stop everything with: scripts/demo.sh stop

                """, CONFIGURATION.directory(), "small", topology.url(Site.MAIN), app, topology.url(Site.EDGE_1), app,
                topology.url(Site.EDGE_2), app, topology.urlThroughWan(ClientGroup.REMOTE_1), app,
                topology.settings().wanDelay().toMillis());
    }
}
