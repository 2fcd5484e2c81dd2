// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.outpost.changestream.apply.ReplicaStore.account;
import static org.outpost.changestream.apply.ReplicaStore.changeSet;
import static org.outpost.changestream.apply.ReplicaStore.columns;
import static org.outpost.changestream.apply.ReplicaStore.id;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import jakarta.persistence.Cache;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.entities.Item;
import org.outpost.changestream.apply.entities.Seller;
import org.outpost.changestream.mapping.RowKeys;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

class SecondLevelCacheEvictionTest {

    /** A jakarta.persistence.Cache that records evictions. */
    static final class RecordingCache implements Cache {
        final List<String> evictions = new ArrayList<>();

        @Override
        public boolean contains(Class cls, Object primaryKey) {
            return false;
        }

        @Override
        public void evict(Class cls, Object primaryKey) {
            evictions.add(cls.getSimpleName() + "#" + primaryKey + ":" + primaryKey.getClass().getSimpleName());
        }

        @Override
        public void evict(Class cls) {
            evictions.add(cls.getSimpleName());
        }

        @Override
        public void evictAll() {
            evictions.add("*");
        }

        @Override
        public <T> T unwrap(Class<T> cls) {
            throw new jakarta.persistence.PersistenceException("not Hibernate's");
        }
    }

    @Test
    void appliedRowsAreEvictedByClassAndTypedIdAfterCommitButNotOnRollback() throws Exception {
        UUID epoch = UUID.randomUUID();
        try (ReplicaStore store = new ReplicaStore()) {
            RecordingCache cache = new RecordingCache();
            store.endpoint.addListener(new SecondLevelCacheEviction(cache));
            store.start(epoch);
            assertEquals(List.of("Item", "Seller", "Account"), cache.evictions, "a snapshot evicts every region");
            cache.evictions.clear();

            store.endpoint.apply(changeSet(epoch, 1, account(1, 10),
                    RowChange.insert(Seller.class.getName(), id("id", 7L), null, columns("name", "Ann")),
                    RowChange.insert(Item.class.getName(), id("id", 100), 1L, columns("name", "Lamp"))));
            assertEquals(List.of("Account#1:Long", "Seller#7:Long", "Item#100:Long"), cache.evictions,
                    "an int id on the wire evicts the Long id of Item");

            cache.evictions.clear();
            try {
                store.endpoint.apply(changeSet(epoch, 2, account(2, 20),
                        RowChange.update("Account", id("id", 404L), null, columns("balance", 1L))));
            } catch (ReplicaApplyException expected) {
                // rolled back
            }
            assertEquals(List.of(), cache.evictions);
        }
    }

    @Test
    void hibernatesOwnCacheIsAcceptedAndItsQueryRegionsEvicted() throws Exception {
        try (ReplicaStore store = new ReplicaStore()) {
            store.endpoint.addListener(new SecondLevelCacheEviction(store.sessionFactory.getCache()));
            UUID epoch = UUID.randomUUID();
            store.start(epoch);
            store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
            assertEquals(1, store.lastSequence());
        }
        assertEquals(5L, RowKeys.javaId(new Value.IntValue(5), Long.class));
    }
}
