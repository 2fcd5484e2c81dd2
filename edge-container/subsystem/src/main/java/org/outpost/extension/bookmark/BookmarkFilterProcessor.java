// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.jboss.as.ee.structure.DeploymentType;
import org.jboss.as.ee.structure.DeploymentTypeMarker;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.extension.descriptor.OutpostDeployment;
import org.outpost.extension.replication.ReplicationAttachments;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.OutpostConfiguration;
import org.outpost.extension.server.Role;
import org.wildfly.extension.undertow.deployment.UndertowAttachments;

/**
 * On an edge, puts {@link BookmarkFilter} first in each web module of a deployment that has a descriptor: it waits
 * for the user's bookmarks and applies the deployment's disconnected policy ({@link DisconnectedPolicies}). On main,
 * puts {@link MainPageFilter} there: it tells an edge that forwarded a request the bookmark of what it committed.
 */
public final class BookmarkFilterProcessor implements DeploymentUnitProcessor {

    private final ReplicationStreams streams;
    private final BookmarkStatistics statistics;

    public BookmarkFilterProcessor(ReplicationStreams streams, BookmarkStatistics statistics) {
        this.streams = streams;
        this.statistics = statistics;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        Optional<OutpostDeployment> deployment = OutpostDeployment.of(unit);
        if (deployment.isEmpty() || !DeploymentTypeMarker.isType(DeploymentType.WAR, unit)) {
            return;
        }
        if (deployment.get().server().configuration().role() != Role.EDGE) {
            unit.addToAttachmentList(UndertowAttachments.UNDERTOW_SERVLET_EXTENSIONS,
                    new BookmarkServletExtension(new MainPageFilter(this.streams)));
            return;
        }
        DeploymentUnit top = deployment.get().top();
        OutpostConfiguration configuration = deployment.get().server().configuration();
        List<String> streams = ReplicationAttachments.edgeStreams(top);
        DisconnectedPolicy policy = DisconnectedPolicies.strictest(deployment.get().descriptor(), configuration.whenDisconnected());
        EdgeReadGate gate = new EdgeReadGate(streams, policy, Duration.ofMillis(configuration.lagWaitMillis()), states(this.streams),
                this.statistics);
        MainReadForwarder forwarder = new MainReadForwarder(configuration.forwardingUrl(), configuration.edgeId().orElseThrow(),
                Duration.ofMillis(configuration.forwardingTimeoutMillis()));
        unit.addToAttachmentList(UndertowAttachments.UNDERTOW_SERVLET_EXTENSIONS, new BookmarkServletExtension(new BookmarkFilter(gate, forwarder)));
        BookmarkLogger.ROOT_LOGGER.filterInstalled(unit.getName(), top.getName(), streams.toString(), policy.token());
    }

    private static StreamStates states(ReplicationStreams running) {
        return new StreamStates() {
            @Override
            public Optional<AppliedPosition> appliedPosition(String stream) {
                return running.appliedPosition(stream);
            }

            @Override
            public Optional<Duration> staleness(String stream) {
                return running.staleness(stream);
            }
        };
    }
}
