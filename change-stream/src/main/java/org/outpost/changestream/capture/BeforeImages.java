// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.util.Set;

/**
 * The columns of an entity whose values before an update or delete its {@code RowChange} carries
 * ({@code RowChange#before}): on main, the columns that key the edges' cached query results, given by the query
 * cache once it has analysed the persistence unit's queries. Asked at flush, on the flushing thread.
 */
@FunctionalInterface
public interface BeforeImages {

    /** No column of any entity. */
    BeforeImages NONE = entityName -> Set.of();

    /**
     * The columns of an entity whose old values a change carries.
     *
     * @param entityName Hibernate's entity name
     * @return column names as the change stream names them, empty for none
     */
    Set<String> columns(String entityName);
}
