// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.outpost.descriptor.fixture.Fixtures.outpost;
import static org.outpost.descriptor.fixture.Fixtures.parse;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.outpost.descriptor.Problem;

/**
 * Every attribute of the descriptor language refuses bad values, each with one problem that names the file, line and
 * column, the element (its entity class, query name or façade) and the attribute with its bad value.
 */
class AttributeValidationTest {

    private static final String ENTITY = "replicated-entity class 'a.Item'";
    private static final String QUERY = "cacheable-query name 'Item.all'";
    private static final String FACADE = "facade class 'a.Shop'";
    private static final String METHOD = "method name 'buy' of " + FACADE;

    /**
     * One bad value of one attribute.
     *
     * @param attribute the attribute at fault
     * @param element   the element, on line 2 of the file
     * @param column    where the faulty element starts
     * @param expected  the whole problem message
     */
    record BadValue(XmlAttribute attribute, String element, int column, String expected) {

        @Override
        public String toString() {
            return element;
        }
    }

    static Stream<BadValue> badValues() {
        return Stream.of(
                entity(XmlAttribute.CLASS, "class=''", "replicated-entity class '': class '' is not a Java class name "
                        + "such as com.example.Item"),
                entity(XmlAttribute.CLASS, "class='a.1Item'", "replicated-entity class 'a.1Item': class 'a.1Item' is "
                        + "not a Java class name such as com.example.Item"),
                entity(XmlAttribute.CLASS, "class='a..Item'", "replicated-entity class 'a..Item': class 'a..Item' is "
                        + "not a Java class name such as com.example.Item"),
                entity(XmlAttribute.UPDATE, "class='a.Item' update='eventually'", ENTITY + ": update 'eventually' is "
                        + "not one of async, sync, invalidate"),
                entity(XmlAttribute.UPDATE, "class='a.Item' update='ASYNC'", ENTITY + ": update 'ASYNC' is not one of "
                        + "async, sync, invalidate"),
                entity(XmlAttribute.FIELDS, "class='a.Item' fields=' '", ENTITY + ": fields is empty; omit the "
                        + "attribute instead"),
                entity(XmlAttribute.FIELDS, "class='a.Item' fields='name 2nd'", ENTITY + ": fields '2nd' is not a Java "
                        + "identifier"),
                entity(XmlAttribute.FIELDS, "class='a.Item' fields='name,price'", ENTITY + ": fields 'name,price' is "
                        + "not a Java identifier"),
                entity(XmlAttribute.MAX_STALENESS, "class='a.Item' max-staleness='30s'", ENTITY + ": max-staleness "
                        + "'30s' is not an ISO-8601 duration such as PT30S"),
                entity(XmlAttribute.MAX_STALENESS, "class='a.Item' max-staleness='PT0S'", ENTITY + ": max-staleness "
                        + "'PT0S' is not positive"),
                entity(XmlAttribute.MAX_STALENESS, "class='a.Item' max-staleness='-PT5S'", ENTITY + ": max-staleness "
                        + "'PT-5S' is not positive"),
                entity(XmlAttribute.WHEN_DISCONNECTED, "class='a.Item' when-disconnected='retry'", ENTITY
                        + ": when-disconnected 'retry' is not one of serve-stale, forward, fail"),
                query(XmlAttribute.NAME, "name=' '", "cacheable-query name ' ': name is empty"),
                query(XmlAttribute.SOURCE, "name='Item.all' source='cache'", QUERY + ": source 'cache' is not one of "
                        + "edge, main"),
                query(XmlAttribute.REFRESH, "name='Item.all' refresh='poll'", QUERY + ": refresh 'poll' is not one of "
                        + "push, invalidate"),
                query(XmlAttribute.INVALIDATED_BY, "name='Item.all' invalidated-by=''", QUERY + ": invalidated-by is "
                        + "empty; omit the attribute instead"),
                query(XmlAttribute.INVALIDATED_BY, "name='Item.all' invalidated-by='a.Item a/Bid'", QUERY
                        + ": invalidated-by 'a/Bid' is not a Java class name such as com.example.Item"),
                query(XmlAttribute.MAX_ENTRIES, "name='Item.all' max-entries='0'", QUERY + ": max-entries '0' is not "
                        + "positive"),
                query(XmlAttribute.MAX_ENTRIES, "name='Item.all' max-entries='-10'", QUERY + ": max-entries '-10' is "
                        + "not positive"),
                query(XmlAttribute.MAX_ENTRIES, "name='Item.all' max-entries='many'", QUERY + ": max-entries 'many' is "
                        + "not an integer"),
                query(XmlAttribute.MAX_ENTRIES, "name='Item.all' max-entries='4294967296'", QUERY + ": max-entries "
                        + "'4294967296' is not an integer"),
                query(XmlAttribute.MAX_STALENESS, "name='Item.all' max-staleness='1 minute'", QUERY + ": max-staleness "
                        + "'1 minute' is not an ISO-8601 duration such as PT30S"),
                query(XmlAttribute.WHEN_DISCONNECTED, "name='Item.all' when-disconnected=''", QUERY
                        + ": when-disconnected '' is not one of serve-stale, forward, fail"),
                new BadValue(XmlAttribute.CLASS, "<facade class='Shop#1'/>", 2, "facade class 'Shop#1': class 'Shop#1' "
                        + "is not a Java class name such as com.example.Item"),
                new BadValue(XmlAttribute.EXECUTE_AT, "<facade class='a.Shop' execute-at='both'/>", 2, FACADE
                        + ": execute-at 'both' is not one of main, edge"),
                new BadValue(XmlAttribute.NAME, "<facade class='a.Shop'><method name='buy()' execute-at='main'/>"
                        + "</facade>", 24, "method name 'buy()' of " + FACADE + ": name 'buy()' is not a Java identifier"),
                new BadValue(XmlAttribute.EXECUTE_AT, "<facade class='a.Shop'><method name='buy' execute-at='Main'/>"
                        + "</facade>", 24, METHOD + ": execute-at 'Main' is not one of main, edge"),
                new BadValue(XmlAttribute.EXECUTE_AT, "<facade class='a.Shop'><method name='buy'/></facade>", 24, METHOD
                        + " lacks the required attribute 'execute-at'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badValues")
    void refusesABadValueNamingFileElementAndAttribute(BadValue bad) {
        List<String> problems = parse(outpost(bad.element()), "app.ear!/META-INF/outpost.xml").problems().stream()
                .map(Problem::toString).toList();
        assertEquals(List.of("app.ear!/META-INF/outpost.xml:2:" + bad.column() + ": " + bad.expected()), problems);
    }

    @Test
    void everyAttributeIsCovered() {
        Set<XmlAttribute> covered = badValues().map(BadValue::attribute)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(XmlAttribute.class)));
        assertEquals(EnumSet.allOf(XmlAttribute.class), covered);
    }

    private static BadValue entity(XmlAttribute attribute, String attributes, String expected) {
        return new BadValue(attribute, "<replicated-entity " + attributes + "/>", 2, expected);
    }

    private static BadValue query(XmlAttribute attribute, String attributes, String expected) {
        return new BadValue(attribute, "<cacheable-query " + attributes + "/>", 2, expected);
    }
}
