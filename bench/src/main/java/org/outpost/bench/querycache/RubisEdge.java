// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.outpost.bench.inprocess.HibernateUnits;
import org.outpost.changestream.apply.ApplyEndpoint;
import org.outpost.changestream.apply.ApplyOutcome;
import org.outpost.changestream.apply.ReplicaStoreTables;
import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.hibernate.KeyColumns;
import org.outpost.querycache.hibernate.QueryCacheBinding;
import org.outpost.querycache.hibernate.QueryCacheIntegrator;

/**
 * One RUBiS edge in this JVM: its unit on an H2 replica store whose tables Outpost creates from the mapping, the
 * apply endpoint that applies main's change sets to it, and the query cache, which the application's
 * {@code createNamedQuery} reads through and which each applied change set updates, as on a WildFly edge.
 *
 * @param store    the replica store
 * @param factory  the unit, whose named queries read through the cache
 * @param endpoint applies main's change sets to the store
 * @param cache    the unit's cached results
 */
record RubisEdge(JdbcDataSource store, SessionFactory factory, ApplyEndpoint endpoint, ResultCache cache)
        implements AutoCloseable {

    /** The memory the unit's cached results may hold: the subsystem's default is larger than this bench needs. */
    private static final long MAX_BYTES = 256L << 20;

    /** An edge of {@code descriptor}'s deployment that starts from main's {@code snapshot}. */
    static RubisEdge start(OutpostDescriptor descriptor, Snapshot snapshot) throws SQLException {
        JdbcDataSource store = HibernateUnits.database("qbench_edge");
        AtomicReference<ResultCache> cache = new AtomicReference<>();
        Map<Object, Object> settings = new HashMap<>();
        QueryCacheIntegrator.bind(settings, new QueryCacheBinding("qbench-edge#rubis", descriptor, analyses -> { },
                new KeyColumns(), Optional.of(new QueryCacheBinding.EdgeCaching(MAX_BYTES, cache::set))));
        SessionFactory factory = RubisUnits.sessionFactory(store, settings, false, false);
        ReplicaSchema schema = ReplicaSchema.of(factory, descriptor);
        new ReplicaStoreTables(schema).createIfAbsent(store);
        ApplyEndpoint endpoint = new ApplyEndpoint(store, schema);
        endpoint.addListener(cache.get());
        endpoint.installSnapshot(snapshot);
        return new RubisEdge(store, factory, endpoint, cache.get());
    }

    /** Applies the next change set of main's stream; fails unless it was the next one. */
    void apply(ChangeSet changeSet) {
        ApplyOutcome outcome = endpoint.apply(changeSet);
        if (!(outcome instanceof ApplyOutcome.Applied)) {
            throw new IllegalStateException("change set " + changeSet.sequence() + " was not applied: " + outcome);
        }
    }

    @Override
    public void close() throws SQLException {
        endpoint.close();
        factory.close();
        HibernateUnits.shutdown(store);
    }
}
