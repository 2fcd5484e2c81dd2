// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.as.server.deployment.module.ModuleDependency;
import org.jboss.as.server.deployment.module.ModuleSpecification;
import org.jboss.modules.Module;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.annotation.QuerySource;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.bookmark.DisconnectedPolicies;
import org.outpost.extension.descriptor.DescriptorAttachments;
import org.outpost.extension.replication.LateApplyListeners;
import org.outpost.extension.replication.PersistenceUnits;
import org.outpost.extension.replication.ReplicationAttachments;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.Role;
import org.outpost.extension.server.ServerAttachments;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.hibernate.KeyColumns;
import org.outpost.querycache.hibernate.MainQueries;
import org.outpost.querycache.hibernate.QueryCacheBinding;
import org.outpost.querycache.hibernate.QueryCacheIntegrator;
import org.outpost.querycache.remote.MainQueryChannel;
import org.outpost.querycache.staleness.DisconnectedReads;

/**
 * Registers the query cache's Hibernate integrator in every persistence unit of a deployment that declares cacheable
 * queries, on main and on edges: once a unit's session factory is built, each query it defines is analysed and
 * classified, the classification logged (OUTPOST0600) and shown by the runtime attribute {@code query-cache}, and a
 * refused query fails the deployment naming itself and the reason. On main the key columns of the queries go to the
 * unit's capture, whose change sets then carry their old values, and the unit answers the edges' {@code source="main"}
 * queries ({@link MainQueryService}, reached through the forwarding gateway). On an edge the unit caches the results
 * of its cacheable queries, those of {@code source="main"} queries asked of main over the deployment's
 * {@link MainQueryRoute}: its query result cache is switched on, Hibernate is given the query cache's
 * {@code SessionFactoryServiceContributor} (module {@code org.outpost.querycache}, services imported), and the cache
 * follows the unit's stream as one of its late apply listeners; the staleness budgets of its queries
 * ({@code max-staleness}) measure how long that stream has been cut off from main. With {@code source="main"} queries
 * both sides keep entities whole in query results ({@code hibernate.cache.query_cache_layout=FULL}).
 */
public final class QueryCacheProcessor implements DeploymentUnitProcessor {

    static final String QUERY_CACHE_MODULE = "org.outpost.querycache";
    /** The memory the cached results of one persistence unit may hold; default a tenth of the heap. */
    static final String MAX_BYTES_PROPERTY = "outpost.query-cache.max-bytes";

    private final QueryCaches caches;
    private final ReplicationStreams streams;

    public QueryCacheProcessor(QueryCaches caches, ReplicationStreams streams) {
        this.caches = caches;
        this.streams = streams;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        OutpostDescriptor descriptor = unit.getAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        if (unit.getParent() != null || descriptor == null || descriptor.cacheableQueries().isEmpty()) {
            return;
        }
        OutpostServer server = unit.getAttachment(ServerAttachments.SERVER).get();
        boolean edge = server.configuration().role() == Role.EDGE;
        boolean fromMain = descriptor.cacheableQueries().stream().anyMatch(query -> query.source() == QuerySource.MAIN);
        if (edge || fromMain) {
            importQueryCacheServices(unit);
        }
        MainQueryRoute route = null;
        if (edge && fromMain) {
            route = new MainQueryRoute(unit.getName());
            unit.putAttachment(QueryCacheAttachments.ROUTE, route);
        }
        for (PersistenceUnitMetadata persistenceUnit : PersistenceUnits.of(unit)) {
            String name = persistenceUnit.getScopedPersistenceUnitName();
            KeyColumns keyColumns = ReplicationAttachments.keyColumns(unit, persistenceUnit).orElseGet(KeyColumns::new);
            Optional<MainQueryChannel> toMain = Optional.ofNullable(route);
            Optional<QueryCacheBinding.EdgeCaching> caching = edge
                    ? ReplicationAttachments.lateListeners(unit, persistenceUnit)
                            .map(listeners -> caching(unit.getName(), name, listeners, toMain,
                                    disconnected(unit, persistenceUnit, descriptor, server)))
                    : Optional.empty();
            Optional<Consumer<MainQueries>> serving = !edge && fromMain
                    ? Optional.of(serving(unit, persistenceUnit))
                    : Optional.empty();
            if (caching.isPresent() || serving.isPresent()) {
                persistenceUnit.getProperties().put("hibernate.cache.use_query_cache", "true");
            }
            if (fromMain) {
                // Main and edges cache entities whole in query results: an edge builds them from main's rows.
                persistenceUnit.getProperties().put("hibernate.cache.query_cache_layout", "FULL");
            }
            try {
                QueryCacheIntegrator.bind(persistenceUnit.getProperties(), new QueryCacheBinding(name, descriptor,
                        this.caches.report(unit.getName(), name), keyColumns, caching, serving));
            } catch (IllegalStateException e) {
                throw QueryCacheSubsystemLogger.ROOT_LOGGER.cannotCache(unit.getName(), name, e.getMessage());
            }
        }
    }

    /** On main, a unit's source="main" queries are answered for the edges while the unit runs. */
    private Consumer<MainQueries> serving(DeploymentUnit top, PersistenceUnitMetadata persistenceUnit) {
        String unit = persistenceUnit.getScopedPersistenceUnitName();
        Optional<Outbox> outbox = ReplicationAttachments.outbox(top, persistenceUnit);
        return queries -> {
            this.caches.serving(top.getName(), unit, queries == null ? null
                    : new MainQueryService(queries, outbox, ChangeStreamPaths.streamId(unit)));
            if (queries != null) {
                QueryCacheSubsystemLogger.ROOT_LOGGER.answering(unit, top.getName(), queries.queries().toString());
            }
        };
    }

    /** An edge unit's caching: its cache joins the unit's stream and the runtime attribute while it runs. */
    private QueryCacheBinding.EdgeCaching caching(String deployment, String unit, LateApplyListeners listeners,
            Optional<MainQueryChannel> toMain, DisconnectedReads disconnected) {
        AtomicReference<ResultCache> running = new AtomicReference<>();
        return new QueryCacheBinding.EdgeCaching(maxBytes(), cache -> {
            ResultCache previous = running.getAndSet(cache);
            if (previous != null) {
                listeners.remove(previous);
            }
            if (cache != null) {
                listeners.add(cache);
            }
            this.caches.running(deployment, unit, cache);
        }, toMain, disconnected);
    }

    /**
     * What the staleness budgets of an edge unit's queries measure against: how long the unit's stream has been cut
     * off from main, and the deployment's disconnected policy for a query that declares none.
     */
    private DisconnectedReads disconnected(DeploymentUnit top, PersistenceUnitMetadata persistenceUnit,
            OutpostDescriptor descriptor, OutpostServer server) {
        Optional<String> stream = ReplicationAttachments.edgeStream(top, persistenceUnit);
        return new DisconnectedReads(() -> stream.flatMap(this.streams::staleness),
                DisconnectedPolicies.strictest(descriptor, server.configuration().whenDisconnected()));
    }

    private static long maxBytes() {
        return Long.getLong(MAX_BYTES_PROPERTY, Runtime.getRuntime().maxMemory() / 10);
    }

    /** Lets Hibernate's service loader, which reads the deployment's class loaders, find the query cache's contributor. */
    private static void importQueryCacheServices(DeploymentUnit top) {
        addModule(top);
        for (DeploymentUnit sub : top.getAttachmentList(Attachments.SUB_DEPLOYMENTS)) {
            addModule(sub);
        }
    }

    private static void addModule(DeploymentUnit unit) {
        ModuleSpecification specification = unit.getAttachment(Attachments.MODULE_SPECIFICATION);
        specification.addSystemDependency(ModuleDependency.Builder.of(Module.getBootModuleLoader(), QUERY_CACHE_MODULE)
                .setImportServices(true).build());
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        if (unit.getParent() == null) {
            this.caches.remove(unit.getName());
            unit.removeAttachment(QueryCacheAttachments.ROUTE);
        }
    }
}
