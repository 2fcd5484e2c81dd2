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

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SELECT i FROM Item i JOIN (SELECT MAX(b.amount) AS top FROM Offer b) t ON i.price = t.top|true",
            "SELECT x FROM (SELECT i.name AS name FROM Item i) x|true",
            "SELECT i FROM Item i, (SELECT c.id AS id FROM Category c) x WHERE i.category.id = x.id|true",
            "SELECT i FROM Item i JOIN LATERAL (SELECT b.amount AS a FROM Offer b WHERE b.item = i) x ON true|true",
            "WITH top AS (SELECT b.item.id AS item FROM Offer b) SELECT i FROM Item i JOIN top t ON t.item = i.id|true",
            "SELECT i FROM Item i WHERE i.id IN (SELECT b.item.id FROM Offer b WHERE b.amount > :min)|false",
            "SELECT TRIM(LEADING 'x' FROM (i.name)) FROM Item i|false",
            "SELECT i FROM Item i JOIN FETCH i.bids WHERE i.name = '(FROM (x))'|false"})
    void tellsADerivedTableOrCommonTableExpression(String jpql, boolean derived) {
        assertEquals(derived, JpqlEntityNames.readsDerivedTable(jpql));
    }
}
