// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;

import org.jboss.dmr.ModelNode;
import org.jboss.dmr.Property;

/**
 * One configuration of one application on the topology: deploys it ({@link ConfigurationDeployer}), runs the load
 * (warm-up, then the measured window, after which the WAN's counters are read), reads the edges' propagation lag, then
 * runs the probe.
 */
final class ConfigurationRun {

    private static final Duration PROBE_MAX = Duration.ofMinutes(15);
    /** After the measured window, the load goes on this long, so that the window's last requests are answered under load. */
    private static final Duration DRAIN = Duration.ofSeconds(3);
    /** Between the load and the probe: the load's last answers cross the WAN and its connections close. */
    private static final Duration QUIET = Duration.ofSeconds(3);

    private final Topology topology;
    private final ConfigurationDeployer deployer;
    private final LoadSettings load;
    private final Path gatlingResults;
    private final Progress progress;

    ConfigurationRun(Topology topology, ConfigurationDeployer deployer, LoadSettings load, Path gatlingResults, Progress progress) {
        this.topology = topology;
        this.deployer = deployer;
        this.load = load;
        this.gatlingResults = gatlingResults;
        this.progress = progress;
    }

    ConfigurationResult run(StudyApp app, Configuration configuration, String datasetSize) throws Exception {
        this.deployer.deploy(app, configuration, datasetSize);
        Workload workload = switch (app) {
            case RUBIS -> RubisWorkload.load(this.topology.settings().jdbcUrl());
            case PETSTORE -> PetStoreWorkload.load(this.topology.settings().jdbcUrl());
        };
        PageChains chains = new PageChains(workload);
        String run = app.id() + "-" + configuration.id();

        long measuredFrom = System.currentTimeMillis() + this.load.warmUp().toMillis();
        long measuredUntil = measuredFrom + this.load.measured().toMillis();
        LoadSamples samples = new LoadSamples(measuredFrom, measuredUntil);
        this.progress.say(run + ": load, " + this.load.warmUp().toSeconds() + " s warm-up then " + this.load.measured().toSeconds()
                + " s measured: per group " + this.load.browsers() + " browsers and " + this.load.writers() + " "
                + workload.pages().get(workload.pages().size() - 1).session().toLowerCase() + "s, a page every " + this.load.delay().toMillis() + " ms each");
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
        try {
            clock.schedule(() -> this.topology.wan().resetCounters(), this.load.warmUp().toMillis(), TimeUnit.MILLISECONDS);
            GatlingRun.run(loadPlan(chains, configuration, new LoadRecorder(this.load.delay(), samples)), this.gatlingResults, run + "-load");
        } finally {
            clock.shutdownNow();
        }
        List<LinkTraffic> wan = LinkTraffic.of(this.topology.wan());
        long measuredMillis = System.currentTimeMillis() - measuredFrom;
        List<EdgeLag> lags = lags(app, configuration);

        this.progress.say(run + ": probe, each page alone, " + this.load.probeRepetitions() + " time(s) per group");
        Thread.sleep(QUIET.toMillis());
        RoundTripProbe probe = new RoundTripProbe(this.topology.wan(), this.load.probeSettle());
        GatlingRun.run(probePlan(chains, configuration, probe), this.gatlingResults, run + "-probe");
        List<Sample> measured = samples.measured();
        this.progress.say(run + ": " + measured.size() + " pages measured, " + measured.stream().filter(sample -> !sample.ok()).count()
                + " not served (error status or ERROR page)");
        return new ConfigurationResult(app, configuration, workload.pages(), workload.weights(), measured, probe.results(), lags, wan, measuredMillis);
    }

    private GatlingRun.Plan loadPlan(PageChains chains, Configuration configuration, LoadRecorder recorder) {
        return new GatlingRun.Plan(() -> loadPopulations(chains, configuration, recorder),
                this.load.warmUp().plus(this.load.measured()).plus(DRAIN));
    }

    private List<PopulationBuilder> loadPopulations(PageChains chains, Configuration configuration, LoadRecorder recorder) {
        List<PopulationBuilder> populations = new ArrayList<>();
        Random random = new Random();
        for (ClientGroup group : ClientGroup.values()) {
            HttpProtocolBuilder protocol = protocol(target(group, configuration));
            populations.add(scenario(group.id() + " browsers").exec(session -> session.set(PageChains.GROUP, group))
                    .forever().on(chains.browserSession(random, false, recorder))
                    .injectOpen(rampUsers(this.load.browsers()).during(this.load.delay())).protocols(protocol));
            populations.add(scenario(group.id() + " writers").exec(session -> session.set(PageChains.GROUP, group))
                    .forever().on(chains.writerSession(random, recorder))
                    .injectOpen(rampUsers(this.load.writers()).during(this.load.delay())).protocols(protocol));
        }
        return populations;
    }

    /**
     * Each group in turn (Gatling's {@code andThen}), one virtual user: every browser page once and a writer's session,
     * as often as configured.
     */
    private GatlingRun.Plan probePlan(PageChains chains, Configuration configuration, RoundTripProbe probe) {
        return new GatlingRun.Plan(() -> List.of(probePopulations(chains, configuration, probe)), PROBE_MAX);
    }

    private PopulationBuilder probePopulations(PageChains chains, Configuration configuration, RoundTripProbe probe) {
        Random random = new Random();
        PopulationBuilder next = null;
        ClientGroup[] groups = ClientGroup.values();
        for (int i = groups.length - 1; i >= 0; i--) {
            ClientGroup group = groups[i];
            PopulationBuilder population = scenario(group.id() + " probe").exec(session -> session.set(PageChains.GROUP, group))
                    .repeat(this.load.probeRepetitions()).on(chains.browserSession(random, true, probe).exec(chains.writerSession(random, probe)))
                    .injectOpen(atOnceUsers(1)).protocols(protocol(target(group, configuration)));
            next = next == null ? population : population.andThen(next);
        }
        return next;
    }

    /** Where a group's clients send their requests: their own server over the LAN, or main across the WAN in c1. */
    private URI target(ClientGroup group, Configuration configuration) {
        if (group.edge().isEmpty()) {
            return this.topology.url(Site.MAIN);
        }
        return configuration.usesEdges() ? this.topology.url(group.edge().get()) : this.topology.urlThroughWan(group);
    }

    /** No keep-alive, as in the paper (§4.1): every page opens its connection. */
    private static HttpProtocolBuilder protocol(URI target) {
        return http.baseUrl(target.toString()).header("Connection", "close").disableUrlEncoding().disableWarmUp().disableCaching();
    }

    private List<EdgeLag> lags(StudyApp app, Configuration configuration) {
        List<EdgeLag> lags = new ArrayList<>();
        if (configuration.usesEdges()) {
            for (Site edge : new Site[] {Site.EDGE_1, Site.EDGE_2}) {
                ModelNode streams = this.topology.server(edge).streams(app.earName());
                for (Property stream : streams.asPropertyList()) {
                    lags.add(EdgeLag.of(edge, stream.getValue()));
                }
            }
        }
        return lags;
    }
}
