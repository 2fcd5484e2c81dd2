// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import jakarta.persistence.EntityManagerFactory;

/**
 * The change stream of one replicated persistence unit on this server, started once the unit is up: main's
 * {@link MainRelay} or an edge's {@link EdgeStream}.
 */
interface UnitStream {

    /** The stream id, the same on main and the edges. */
    String stream();

    /** The scoped name of the persistence unit. */
    String persistenceUnit();

    void start(EntityManagerFactory emf);

    void stop();
}
