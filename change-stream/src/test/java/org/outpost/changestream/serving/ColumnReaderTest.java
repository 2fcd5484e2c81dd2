// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/** Column reading beyond what the PostgreSQL tests' Account maps: failures, UUIDs, durations, timestamp versions. */
class ColumnReaderTest {

    private static final ReplicaColumn ID = new ReplicaColumn("id", "integer", false, SqlTypes.INTEGER,
            Integer.class, List.of());

    enum Level { LOW, HIGH }

    @Test
    void aTypeTheStreamDoesNotCarryIsRefusedNamingEntityAndColumn() {
        ReplicaColumn zoned = new ReplicaColumn("seen_at", "timestamp with time zone", true,
                SqlTypes.TIMESTAMP_WITH_TIMEZONE, ZonedDateTime.class, List.of());
        ReplicaTable table = new ReplicaTable("Visit", null, Object.class, Integer.class, "visit", List.of(ID), null,
                List.of(zoned), false);

        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, () -> SnapshotTable.of(table));
        assertEquals("Column seen_at of entity Visit holds java.time.ZonedDateTime (SQL timestamp with time zone),"
                + " which the change stream does not carry; it cannot be snapshotted", failure.getMessage());
    }

    @Test
    void aValueThatCannotBeReadNamesEntityAndColumn() throws Exception {
        ReplicaColumn level = new ReplicaColumn("level", "tinyint", true, SqlTypes.TINYINT, Level.class,
                List.of("LOW", "HIGH"));
        ReplicaTable table = new ReplicaTable("Sensor", null, Object.class, Integer.class, "sensor", List.of(ID), null,
                List.of(level), false);

        SQLException failure = assertThrows(SQLException.class, () -> readAll(table,
                "create table sensor (id integer primary key, level tinyint)", "insert into sensor values (1, 7)"));
        assertTrue(failure.getMessage().startsWith("Cannot read column level of entity Sensor"), failure.getMessage());
        assertTrue(failure.getMessage().contains("ordinal 7 is not a constant of"), failure.getMessage());
    }

    @Test
    void uuidsDurationsAndATimestampVersionReadAsCaptureCarriesThem() throws Exception {
        UUID uuid = UUID.fromString("123e4567-e89b-42d3-a456-426614174000");
        List<ReplicaColumn> columns = List.of(
                new ReplicaColumn("native_id", "uuid", true, SqlTypes.UUID, UUID.class, List.of()),
                new ReplicaColumn("text_id", "char(36)", true, SqlTypes.CHAR, UUID.class, List.of()),
                new ReplicaColumn("binary_id", "binary(16)", true, SqlTypes.BINARY, UUID.class, List.of()),
                new ReplicaColumn("took", "numeric(21)", true, SqlTypes.NUMERIC, Duration.class, List.of()),
                new ReplicaColumn("level", "varchar(8)", true, SqlTypes.VARCHAR, Level.class, List.of("LOW", "HIGH")),
                new ReplicaColumn("flag", "boolean", true, SqlTypes.BOOLEAN, boolean.class, List.of()));
        ReplicaColumn stamp = new ReplicaColumn("stamp", "timestamp(6) with time zone", false,
                SqlTypes.TIMESTAMP_UTC, java.time.Instant.class, List.of());
        ReplicaTable table = new ReplicaTable("Probe", null, Object.class, Integer.class, "probe", List.of(ID), stamp,
                columns, false);

        List<RowChange> rows = readAll(table,
                "create table probe (id integer primary key, stamp timestamp(6) with time zone not null, native_id uuid,"
                        + " text_id char(36), binary_id binary(16), took numeric(21), level varchar(8), flag boolean)",
                "insert into probe values (1, timestamp with time zone '2024-05-06 07:08:09.123456+00', '" + uuid
                        + "', '" + uuid + "', X'123e4567e89b42d3a456426614174000', 3000000007, 'HIGH', true)",
                "insert into probe values (2, timestamp with time zone '2024-05-06 07:08:09+00', null, null, null, null,"
                        + " null, null)");

        RowChange first = rows.get(0);
        assertEquals(null, first.version(), "a timestamp version travels as a column, as capture sends it");
        assertEquals(List.of(Value.of(java.time.Instant.parse("2024-05-06T07:08:09.123456Z")), Value.of(uuid),
                Value.of(uuid), Value.of(uuid), Value.of(Duration.ofSeconds(3, 7)), new Value.EnumValue("HIGH"),
                Value.of(true)), first.columns().stream().map(column -> column.value()).toList());
        assertEquals(List.of("stamp", "native_id", "text_id", "binary_id", "took", "level", "flag"),
                first.columns().stream().map(column -> column.column()).toList());
        assertTrue(rows.get(1).columns().subList(1, 7).stream().allMatch(column -> column.value() == Value.NULL),
                "SQL NULL of every kind, a primitive boolean included");
    }

    private static List<RowChange> readAll(ReplicaTable table, String... sql) throws SQLException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:columns_" + UUID.randomUUID());
        try (Connection connection = h2.getConnection()) {
            try (Statement statement = connection.createStatement()) {
                for (String each : sql) {
                    statement.execute(each);
                }
            }
            SnapshotTable reading = SnapshotTable.of(table);
            try (PreparedStatement select = connection.prepareStatement(reading.all().sql());
                 ResultSet result = select.executeQuery()) {
                List<RowChange> rows = new ArrayList<>();
                while (result.next()) {
                    rows.add(reading.row(result));
                }
                return rows;
            }
        }
    }
}
