// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import java.util.function.Consumer;

import org.jboss.as.ee.component.interceptors.InterceptorOrder;
import org.jboss.as.server.DeploymentProcessorTarget;
import org.jboss.as.server.deployment.Phase;
import org.jboss.as.server.deployment.jbossallxml.JBossAllXmlParserRegisteringProcessor;
import org.outpost.extension.bookmark.BookmarkFilterProcessor;
import org.outpost.extension.descriptor.AnnotationsDependencyProcessor;
import org.outpost.extension.descriptor.DeployedDescriptors;
import org.outpost.extension.descriptor.DescriptorAttachments;
import org.outpost.extension.descriptor.DescriptorFileProcessor;
import org.outpost.extension.descriptor.DescriptorResolutionProcessor;
import org.outpost.extension.descriptor.JBossAllDescriptorParser;
import org.outpost.extension.forwarding.EdgeForwardingProcessor;
import org.outpost.extension.forwarding.ForwardingCheckProcessor;
import org.outpost.extension.forwarding.ForwardingDependencyProcessor;
import org.outpost.extension.forwarding.ForwardingStatistics;
import org.outpost.extension.forwarding.MainGatewayProcessor;
import org.outpost.extension.querycache.QueryCacheProcessor;
import org.outpost.extension.querycache.QueryCaches;
import org.outpost.extension.replication.ReplicationProcessor;
import org.outpost.extension.replication.ReplicationServicesProcessor;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.OutpostServerDependencyProcessor;

/**
 * Registers Outpost's deployment unit processors. Every phase and priority Outpost uses is here, each next to the
 * WildFly constant it follows, and so is the position of Outpost's EJB view interceptors.
 */
public final class OutpostDeploymentChain implements Consumer<DeploymentProcessorTarget> {

    private static final String SUBSYSTEM = "outpost";

    /** After WildFly's last jboss-all.xml parser registration. */
    static final int STRUCTURE_REGISTER_JBOSS_ALL_OUTPOST = Phase.STRUCTURE_REGISTER_JBOSS_ALL_DISTRIBUTABLE_WEB + 0x10;
    /** After the composite annotation index of the unit exists. */
    static final int PARSE_OUTPOST_DESCRIPTORS = Phase.PARSE_COMPOSITE_ANNOTATION_INDEX + 0x10;
    /** Right after: from the next phase on, a deployment waits for this server's Outpost. */
    static final int PARSE_OUTPOST_SERVER = PARSE_OUTPOST_DESCRIPTORS + 0x01;
    /** Before WildFly's first DEPENDENCIES processor: by then every subdeployment has been parsed and indexed. */
    static final int DEPENDENCIES_OUTPOST_RESOLUTION = Phase.DEPENDENCIES_EE_PERMISSIONS - 0x10;
    /** After the persistence API dependencies, between them and Jakarta Data's. */
    static final int DEPENDENCIES_OUTPOST_ANNOTATIONS = Phase.DEPENDENCIES_JPA + 0x40;

    /** After the descriptors are resolved, before WildFly's own DEPENDENCIES processors. */
    static final int DEPENDENCIES_OUTPOST_REPLICATION = DEPENDENCIES_OUTPOST_RESOLUTION + 0x01;
    /** Just before the persistence units complete their bootstrap. */
    static final int INSTALL_OUTPOST_REPLICATION = Phase.INSTALL_PERSISTENTUNIT - 0x10;

    /** After the descriptors are resolved and the replication wiring, still before WildFly's DEPENDENCIES processors. */
    static final int DEPENDENCIES_OUTPOST_FORWARDING = DEPENDENCIES_OUTPOST_REPLICATION + 0x01;
    /** Right after: the query cache's integrator joins the replication's in each persistence unit. */
    static final int DEPENDENCIES_OUTPOST_QUERY_CACHE = DEPENDENCIES_OUTPOST_FORWARDING + 0x01;
    /**
     * After the session bean components are described (PARSE) and before their business views are read from the bean
     * classes: the gateway bean added on main gets its remote view from its own annotation there.
     */
    static final int POST_MODULE_OUTPOST_MAIN_GATEWAY = Phase.POST_MODULE_EJB_BUSINESS_VIEW_ANNOTATION - 0x10;
    /** Right after, at the same point for an edge's forwarded methods. */
    static final int POST_MODULE_OUTPOST_EDGE_FORWARDING = POST_MODULE_OUTPOST_MAIN_GATEWAY + 0x01;
    /** Right after, the bookmark filter of an edge's web modules (any point before Undertow reads its servlet extensions). */
    static final int POST_MODULE_OUTPOST_BOOKMARK_FILTER = POST_MODULE_OUTPOST_EDGE_FORWARDING + 0x01;
    /**
     * On the top-level unit, once every module has described its components and before they are aggregated: every
     * forwarded façade must be a session bean.
     */
    static final int INSTALL_OUTPOST_FORWARDING_CHECK = Phase.INSTALL_COMPONENT_AGGREGATION - 0x10;
    /**
     * The view interceptor of a forwarded method (edge) and of the gateway (main): after the caller's security checks
     * and the invocation context, before {@code CDI_REQUEST_SCOPE} and the container-managed transaction, so that a
     * forwarded call holds no transaction on the edge and main's commit is complete when the interceptor reads it.
     */
    public static final int VIEW_OUTPOST_FORWARDING = InterceptorOrder.View.INVOCATION_CONTEXT_INTERCEPTOR + 0x10;

    private final DeployedDescriptors deployed;
    private final ReplicationStreams streams;
    private final ForwardingStatistics forwarding;
    private final QueryCaches queryCaches;

    public OutpostDeploymentChain(DeployedDescriptors deployed, ReplicationStreams streams, ForwardingStatistics forwarding,
            QueryCaches queryCaches) {
        this.deployed = deployed;
        this.streams = streams;
        this.forwarding = forwarding;
        this.queryCaches = queryCaches;
    }

    @Override
    public void accept(DeploymentProcessorTarget target) {
        target.addDeploymentProcessor(SUBSYSTEM, Phase.STRUCTURE, STRUCTURE_REGISTER_JBOSS_ALL_OUTPOST,
                new JBossAllXmlParserRegisteringProcessor<>(JBossAllDescriptorParser.ROOT_ELEMENT, DescriptorAttachments.JBOSS_ALL_DESCRIPTOR, new JBossAllDescriptorParser()));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.PARSE, PARSE_OUTPOST_DESCRIPTORS, new DescriptorFileProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.PARSE, PARSE_OUTPOST_SERVER, new OutpostServerDependencyProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.DEPENDENCIES, DEPENDENCIES_OUTPOST_RESOLUTION, new DescriptorResolutionProcessor(this.deployed));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.DEPENDENCIES, DEPENDENCIES_OUTPOST_REPLICATION, new ReplicationProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.DEPENDENCIES, DEPENDENCIES_OUTPOST_FORWARDING, new ForwardingDependencyProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.DEPENDENCIES, DEPENDENCIES_OUTPOST_QUERY_CACHE, new QueryCacheProcessor(this.queryCaches, this.streams));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.DEPENDENCIES, DEPENDENCIES_OUTPOST_ANNOTATIONS, new AnnotationsDependencyProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.POST_MODULE, POST_MODULE_OUTPOST_MAIN_GATEWAY,
                new MainGatewayProcessor(VIEW_OUTPOST_FORWARDING, this.streams, this.forwarding, this.queryCaches));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.POST_MODULE, POST_MODULE_OUTPOST_EDGE_FORWARDING,
                new EdgeForwardingProcessor(VIEW_OUTPOST_FORWARDING, this.forwarding));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.POST_MODULE, POST_MODULE_OUTPOST_BOOKMARK_FILTER,
                new BookmarkFilterProcessor(this.streams, this.forwarding.bookmarks()));
        target.addDeploymentProcessor(SUBSYSTEM, Phase.INSTALL, INSTALL_OUTPOST_FORWARDING_CHECK, new ForwardingCheckProcessor());
        target.addDeploymentProcessor(SUBSYSTEM, Phase.INSTALL, INSTALL_OUTPOST_REPLICATION, new ReplicationServicesProcessor(this.streams));
    }
}
