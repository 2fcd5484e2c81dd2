package org.outpost.replication.edge;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Refuses, before it reaches the replica store, every SQL statement Hibernate generates that names the table of an
 * entity the edge does not replicate (after {@code from}, {@code join}, {@code into}, {@code update} or a comma in a
 * from clause). Installed as the session factory's statement inspector by {@link EdgeIntegrator}, which
 * {@linkplain #restrictTo configures} it once the mapping is known; until then it lets everything through.
 * <p>
 * Called by Hibernate on any thread, once per statement prepared. Thread-safe.
 */
public final class ReplicaReadGuard implements StatementInspector {

    private static final long serialVersionUID = 1L;
    private static final Pattern TABLE_REFERENCE = Pattern.compile(
            "(?:\\bfrom|\\bjoin|\\binto|\\bupdate|,)\\s+\"?([A-Za-z_][A-Za-z0-9_$.]*)\"?", Pattern.CASE_INSENSITIVE);

    private volatile Map<String, String> entitiesByTable = Map.of();

    /**
     * Refuses statements on these tables from now on.
     *
     * @param entitiesByTable the entity name of each refused table, by table name (any case, optionally
     *                        schema-qualified)
     */
    void restrictTo(Map<String, String> entitiesByTable) {
        Map<String, String> lower = new HashMap<>();
        entitiesByTable.forEach((table, entity) -> lower.put(table.toLowerCase(Locale.ROOT), entity));
        this.entitiesByTable = Map.copyOf(lower);
    }

    /** The refused tables, lower case. */
    Set<String> refusedTables() {
        return entitiesByTable.keySet();
    }

    @Override
    public String inspect(String sql) {
        Map<String, String> refused = entitiesByTable;
        if (refused.isEmpty()) {
            return sql;
        }
        Matcher matcher = TABLE_REFERENCE.matcher(Objects.requireNonNull(sql, "sql"));
        while (matcher.find()) {
            String table = matcher.group(1).toLowerCase(Locale.ROOT);
            String entity = refused.get(table);
            if (entity == null && table.indexOf('.') > 0) {
                entity = refused.get(table.substring(table.lastIndexOf('.') + 1));
            }
            if (entity != null) {
                throw EdgeAccessException.notReplicated(entity, matcher.group(1));
            }
        }
        return sql;
    }
}
