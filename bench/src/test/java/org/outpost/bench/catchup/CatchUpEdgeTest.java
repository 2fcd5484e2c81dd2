// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.catchup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;

import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.annotation.UpdateMode;
import org.outpost.bench.app.Item;
import org.outpost.changestream.apply.ApplyStats;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

class CatchUpEdgeTest {

    private static final OutpostDescriptor DESCRIPTOR = new OutpostDescriptor(List.of(new ReplicatedEntity(
            Item.class.getName(), UpdateMode.ASYNC, List.of(), Optional.empty(), Optional.empty(), Origin.unspecified())),
            List.of(), List.of(), List.of());

    @Test
    void anEdgeCatchesUpWithEveryRowMainRecorded(@TempDir Path directory) throws Exception {
        RecordedBacklog backlog = RecordedBacklog.record(DESCRIPTOR, 30, 4);
        assertEquals(30, backlog.changeSets().size());
        assertEquals(120, backlog.rows());
        assertEquals(30, backlog.topic().from(backlog.epoch(), 1, 100).get(0).changeSets(), "published as one batch");

        try (CatchUpEdge edge = CatchUpEdge.start(directory, DESCRIPTOR, backlog)) {
            assertEquals(30, edge.catchUp());
            ApplyStats stats = edge.stats();
            assertEquals(30, stats.changeSetsApplied());
            assertEquals(120, stats.rowsApplied());
        }
        JdbcDataSource store = new JdbcDataSource();
        store.setURL("jdbc:h2:file:" + directory.toAbsolutePath().resolve("replica-store"));
        store.setUser("sa");
        store.setPassword("sa");
        try (Connection connection = store.getConnection(); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select count(*), count(distinct name), sum(quantity) from bench_item")) {
            rows.next();
            assertEquals(120, rows.getLong(1));
            assertEquals(120, rows.getLong(2), "item 1 .. item 120");
            assertEquals(120 * 3, rows.getLong(3), "quantities 1 + n % 5, every residue 24 times");
        }
    }
}
