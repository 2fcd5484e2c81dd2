// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ReplicaReadGuardTest {

    @Test
    void aStatementOnTheTableOfAnInvalidateEntityFetchesItsStaleRowsFirstOncePerEntity() {
        ReplicaReadGuard guard = new ReplicaReadGuard();
        guard.restrictTo(Map.of("note", "Note"));
        guard.refetchOn(Map.of("price", "Price"));
        List<String> told = new ArrayList<>();
        guard.inspect("select p1_0.id from price p1_0");

        guard.readThrough(told::add);
        guard.inspect("select p1_0.id from price p1_0 join price p2_0 on p2_0.id = p1_0.id");
        guard.inspect("select s1_0.id from shelf s1_0");
        assertEquals(List.of("Price"), told, "no hook before it was set; once per statement; other tables untouched");

        assertThrows(EdgeAccessException.class, () -> guard.inspect("select p.id from price p, note n"));
        assertEquals(1, told.size(), "a refused statement fetches nothing");
    }
}
