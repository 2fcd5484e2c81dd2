// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JpqlEntityNamesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SELECT i FROM Item i|Item",
            "select i from Item as i where i.name = 'FROM Bid b'|Item",
            "SELECT i FROM Item i, Category c WHERE i.category = c|Item Category",
            "SELECT i FROM Item i JOIN i.bids b|Item",
            "SELECT i FROM Item i LEFT JOIN FETCH i.bids JOIN Offer o ON o.item = i|Item Offer",
            "SELECT i FROM Item i, IN(i.bids) b|Item",
            "SELECT i FROM Item i WHERE i.id IN (SELECT b.item.id FROM Offer b WHERE b.amount > :min)|Item Offer",
            "SELECT i FROM com.example.Item i|com.example.Item",
            "SELECT TRIM(LEADING 'x' FROM i.name) FROM Item i|Item",
            "SELECT NEW com.example.Row(i.id, c.name) FROM Item i JOIN i.category c, User u WHERE u.id = ?1|Item User",
            "DELETE FROM Item i WHERE i.id = :id|Item",
            "SELECT c FROM Category c ORDER BY c.name|Category",
            "SELECT COUNT(i) FROM Item i GROUP BY i.category HAVING COUNT(i) > 1|Item",
            "SELECT i FROM Item i JOIN Item j ON j.id = i.id|Item"})
    void findsTheEntitiesReadThroughFromAndJoin(String jpql, String expected) {
        assertEquals(List.of(expected.split(" ")), JpqlEntityNames.of(jpql));
    }
}
