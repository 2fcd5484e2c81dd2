// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;

import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.entities.AuditNote;
import org.outpost.changestream.apply.entities.Item;
import org.outpost.changestream.apply.entities.Seller;
import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;

class ReplicaSchemaTest {

    @Test
    void tablesAndColumnsComeFromTheMappingOfReplicatedEntitiesOnly() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            assertEquals(List.of("item", "seller", "account"),
                    store.schema.tables().stream().map(ReplicaTable::tableName).toList());
            assertTrue(store.schema.table(AuditNote.class.getName()).isEmpty());

            ReplicaTable item = store.schema.table(Item.class.getName()).orElseThrow();
            assertEquals("Item", item.jpaEntityName());
            assertEquals(item, store.schema.table("Item").orElseThrow(), "the JPA entity name is accepted too");
            assertEquals(Item.class, item.entityClass());
            assertEquals(Long.class, item.idJavaType());
            assertEquals(List.of("id"), item.idColumns().stream().map(ReplicaColumn::name).toList());
            assertEquals("version", item.versionColumn().name());
            assertEquals(List.of("category", "description", "end_date", "legacy_time", "listed_at", "name", "picture",
                            "price", "quantity", "seller_id", "ship_city", "ship_street", "status"),
                    item.columns().stream().map(ReplicaColumn::name).sorted().toList());
            ReplicaColumn name = item.column("NAME").orElseThrow();
            assertFalse(name.nullable());
            assertEquals("varchar(100)", name.sqlType());
            assertEquals("numeric(10,2)", item.column("price").orElseThrow().sqlType());
            assertEquals(List.of("BOOKS", "MUSIC", "TOYS"), item.column("category").orElseThrow().enumConstants());
            assertTrue(item.column("quantity").orElseThrow().nullable());
            assertEquals(Long.class, item.column("seller_id").orElseThrow().javaType());

            ReplicaTable seller = store.schema.table(Seller.class.getName()).orElseThrow();
            assertNull(seller.versionColumn());
            assertEquals(List.of("id", "city", "street", "name"),
                    seller.allColumns().stream().map(ReplicaColumn::name).toList());
        }
    }

    @Test
    void createIfAbsentCreatesTheTablesAndStateTableAndCanRunAgain() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            new ReplicaStoreTables(store.schema).createIfAbsent(store.dataSource);
            for (String table : List.of("item", "seller", "account", "outpost_replica_state")) {
                assertEquals(0, store.count(table), table);
            }
            store.schema.createStatements().forEach(System.out::println);
        }
    }

    @Test
    void aReplicaBuiltFromAnotherMappingIsDroppedSoASnapshotRebuildsIt() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            store.start(UUID.randomUUID());
            assertFalse(new ReplicaStoreTables(store.schema).createIfAbsent(store.dataSource), "same mapping: kept");
            assertEquals(1, store.count("outpost_replica_state"));

            ReplicaSchema changed = ReplicaSchema.of(store.sessionFactory, List.of(Item.class.getName()));
            assertTrue(new ReplicaStoreTables(changed).createIfAbsent(store.dataSource), "another mapping: dropped");
            assertEquals(0, store.count("outpost_replica_state"), "no position: the edge takes a snapshot");
            assertEquals(0, store.count("item"));
            assertFalse(new ReplicaStoreTables(changed).createIfAbsent(store.dataSource));
        }
    }

    @Test
    void postgresqlDdlComesFromThePostgresqlDialectAndRunsThere() throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:5432/test";
        try (Connection probe = DriverManager.getConnection(url, "postgres", "")) {
            probe.isValid(1);
        } catch (SQLException down) {
            Assumptions.abort("PostgreSQL is not running here: " + down.getMessage());
        }
        try (SessionFactory factory = ReplicaStore.sessionFactory(url, "org.hibernate.dialect.PostgreSQLDialect",
                "postgres")) {
            ReplicaSchema schema = ReplicaSchema.of(factory, ReplicaStore.REPLICATED);
            String item = schema.createStatements().get(0);
            schema.createStatements().forEach(System.out::println);
            assertTrue(item.startsWith("create table if not exists item (id bigint not null, version integer not null"),
                    item);
            assertTrue(item.contains("listed_at timestamp(6) with time zone"), item);
            assertTrue(item.endsWith("primary key (id))"), item);
            try (Connection connection = DriverManager.getConnection(url, "postgres", "");
                 Statement statement = connection.createStatement()) {
                connection.setAutoCommit(false);
                statement.execute("create schema if not exists outpost_apply_test");
                statement.execute("set local search_path to outpost_apply_test");
                for (String ddl : schema.createStatements()) {
                    statement.execute(ddl);
                    statement.execute(ddl);
                }
                connection.rollback();
            }
        }
    }

    @Test
    void unknownAndNonEntityNamesAreAllReported() {
        try (SessionFactory factory = ReplicaStore.sessionFactory("jdbc:h2:mem:unused", "org.hibernate.dialect.H2Dialect", "sa")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ReplicaSchema.of(factory, List.of("com.example.Nope", "Item", "Missing")));
            assertTrue(e.getMessage().contains("com.example.Nope") && e.getMessage().contains("Missing"),
                    e.getMessage());
            assertNotNull(ReplicaSchema.of(factory, List.of("Item")).table("Item").orElse(null));
        }
    }
}
