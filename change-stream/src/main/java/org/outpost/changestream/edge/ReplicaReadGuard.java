// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.persistence.EntityManagerFactory;

import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Refuses, before it reaches the replica store, every SQL statement Hibernate generates that names the table of an
 * entity the edge does not replicate (after {@code from}, {@code join}, {@code into}, {@code update} or a comma in a
 * from clause). Before a statement naming the table of an {@code invalidate}-mode entity it tells the
 * {@linkplain #readThrough hook}, which fetches the entity's stale rows from main. Installed as the session factory's
 * statement inspector by {@link EdgeIntegrator}, which {@linkplain #restrictTo configures} it once the mapping is
 * known; until then it lets everything through.
 * <p>
 * Called by Hibernate on any thread, once per statement prepared. Thread-safe.
 */
public final class ReplicaReadGuard implements StatementInspector {

    private static final long serialVersionUID = 1L;
    private static final Pattern TABLE_REFERENCE = Pattern.compile(
            "(?:\\bfrom|\\bjoin|\\binto|\\bupdate|,)\\s+\"?([A-Za-z_][A-Za-z0-9_$.]*)\"?", Pattern.CASE_INSENSITIVE);

    /** Told before a statement reads the table of an entity replicated in {@code invalidate} mode. */
    @FunctionalInterface
    public interface RefetchedRead {

        /** Brings the entity's stale rows up to date, or throws to refuse the statement. */
        void beforeRead(String entityName);
    }

    private volatile Map<String, String> entitiesByTable = Map.of();
    private volatile Map<String, String> refetchedByTable = Map.of();
    private transient volatile RefetchedRead refetchedRead;

    /**
     * Refuses statements on these tables from now on.
     *
     * @param entitiesByTable the entity name of each refused table, by table name (any case, optionally
     *                        schema-qualified)
     */
    void restrictTo(Map<String, String> entitiesByTable) {
        this.entitiesByTable = lowerCaseKeys(entitiesByTable);
    }

    /**
     * Tells {@link #readThrough the hook} before statements on these tables.
     *
     * @param entitiesByTable the entity name of each table of an {@code invalidate}-mode entity, by table name
     */
    void refetchOn(Map<String, String> entitiesByTable) {
        this.refetchedByTable = lowerCaseKeys(entitiesByTable);
    }

    /** Sets what runs before a statement reads an {@code invalidate}-mode entity; {@code null} for nothing. */
    public void readThrough(RefetchedRead hook) {
        this.refetchedRead = hook;
    }

    /** The guard of a persistence unit on an edge, if Outpost guards it. */
    public static Optional<ReplicaReadGuard> of(EntityManagerFactory emf) {
        StatementInspector inspector = emf.unwrap(SessionFactoryImplementor.class).getSessionFactoryOptions()
                .getStatementInspector();
        return inspector instanceof ReplicaReadGuard guard ? Optional.of(guard) : Optional.empty();
    }

    private static Map<String, String> lowerCaseKeys(Map<String, String> byTable) {
        Map<String, String> lower = new HashMap<>();
        byTable.forEach((table, entity) -> lower.put(table.toLowerCase(Locale.ROOT), entity));
        return Map.copyOf(lower);
    }

    /** The refused tables, lower case. */
    Set<String> refusedTables() {
        return entitiesByTable.keySet();
    }

    @Override
    public String inspect(String sql) {
        Map<String, String> refused = entitiesByTable;
        RefetchedRead hook = refetchedRead;
        Map<String, String> refetched = hook == null ? Map.of() : refetchedByTable;
        if (refused.isEmpty() && refetched.isEmpty()) {
            return sql;
        }
        Set<String> read = new LinkedHashSet<>();
        Matcher matcher = TABLE_REFERENCE.matcher(Objects.requireNonNull(sql, "sql"));
        while (matcher.find()) {
            String table = matcher.group(1).toLowerCase(Locale.ROOT);
            String entity = entityOf(refused, table);
            if (entity != null) {
                throw EdgeAccessException.notReplicated(entity, matcher.group(1));
            }
            String stale = entityOf(refetched, table);
            if (stale != null) {
                read.add(stale);
            }
        }
        for (String entity : read) {
            hook.beforeRead(entity);
        }
        return sql;
    }

    private static String entityOf(Map<String, String> byTable, String table) {
        String entity = byTable.get(table);
        if (entity == null && table.indexOf('.') > 0) {
            entity = byTable.get(table.substring(table.lastIndexOf('.') + 1));
        }
        return entity;
    }
}
