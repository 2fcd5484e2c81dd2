// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.descriptor.fixture.Fixtures.outpost;
import static org.outpost.descriptor.fixture.Fixtures.parse;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.fixture.Fixtures;

class DescriptorParserTest {

    private static final String FULL = "descriptors/valid/full.xml";

    @Test
    void readsEveryElementAndAttribute() {
        ParsedDescriptor parsed = Fixtures.resource(FULL);
        assertEquals(List.of(), parsed.problems());
        OutpostDescriptor descriptor = parsed.descriptor();
        assertEquals(new ReplicatedEntity("com.example.auction.Item", UpdateMode.SYNC, List.of("name", "price"),
                        Optional.of(Duration.ofSeconds(30)), Optional.of(DisconnectedPolicy.SERVE_STALE),
                        Origin.xml(FULL, 8, 6)),
                descriptor.replicatedEntities().get(0));
        assertEquals(new ReplicatedEntity("com.example.auction.Category", UpdateMode.INVALIDATE, List.of(),
                        Optional.empty(), Optional.of(DisconnectedPolicy.FAIL), Origin.xml(FULL, 12, 6)),
                descriptor.replicatedEntities().get(1));
        assertEquals(Optional.of(Duration.ofHours(26)), descriptor.replicatedEntities().get(2).maxStaleness());
        assertEquals(Optional.of(DisconnectedPolicy.FORWARD), descriptor.replicatedEntities().get(2).whenDisconnected());
        assertEquals(new CacheableQuery("Item.byCategory", QuerySource.MAIN, RefreshMode.INVALIDATE,
                        List.of("com.example.auction.Bid", "com.example.auction.Item"), 50,
                        Optional.of(Duration.ofMinutes(2)), Optional.of(DisconnectedPolicy.FORWARD), Origin.xml(FULL, 10, 6)),
                descriptor.cacheableQueries().get(0));
        assertEquals(new Facade("com.example.auction.AuctionFacade", Optional.of(Site.MAIN), List.of(
                        new FacadeMethod("placeBid", Site.MAIN, Origin.xml(FULL, 5, 10)),
                        new FacadeMethod("browse", Site.EDGE, Origin.xml(FULL, 6, 10))), Origin.xml(FULL, 4, 6)),
                descriptor.facades().get(0));
    }

    @Test
    void absentAttributesTakeTheirDefaults() {
        OutpostDescriptor descriptor = Fixtures.resource("descriptors/valid/defaults.xml").descriptor().canonical();
        Origin none = Origin.unspecified();
        assertEquals(new OutpostDescriptor(
                List.of(new ReplicatedEntity("com.example.auction.Item", UpdateMode.ASYNC, List.of(), Optional.empty(),
                        Optional.empty(), none)),
                List.of(new CacheableQuery("Item.byCategory", QuerySource.EDGE, RefreshMode.PUSH, List.of(), 1000,
                        Optional.empty(), Optional.empty(), none)),
                List.of(new Facade("com.example.auction.AuctionFacade", Optional.empty(),
                        List.of(new FacadeMethod("placeBid", Site.MAIN, none)), none))), descriptor);
        assertEquals(Site.MAIN, descriptor.facades().get(0).siteOf("placeBid"));
        assertEquals(Site.EDGE, descriptor.facades().get(0).siteOf("browse"));
    }

    @Test
    void writesCanonicalXml() {
        assertEquals(Fixtures.text("descriptors/valid/full-canonical.xml"),
                DescriptorWriter.toXml(Fixtures.resource(FULL).descriptor()));
    }

    @Test
    void writesTheEmptyDescriptor() {
        assertEquals("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<outpost xmlns=\"urn:outpost:deployment:1.0\"/>\n",
                DescriptorWriter.toXml(OutpostDescriptor.empty()));
    }

    @ParameterizedTest
    @CsvSource({"descriptors/valid/full.xml", "descriptors/valid/defaults.xml", "descriptors/valid/empty.xml",
            "descriptors/valid/sample-application.xml"})
    void roundTrips(String resource) {
        OutpostDescriptor parsed = Fixtures.resource(resource).descriptor();
        String written = DescriptorWriter.toXml(parsed);
        ParsedDescriptor reparsed = parse(written);
        assertEquals(List.of(), reparsed.problems());
        assertEquals(parsed.canonical(), reparsed.descriptor().canonical());
        assertEquals(written, DescriptorWriter.toXml(reparsed.descriptor()), "the canonical form is a fixed point");
    }

    @Test
    void roundTripsEveryValueOfEveryAttribute() {
        for (UpdateMode update : UpdateMode.values()) {
            for (DisconnectedPolicy policy : DisconnectedPolicy.values()) {
                assertRoundTrip(new OutpostDescriptor(List.of(new ReplicatedEntity("a.B", update, List.of(),
                        Optional.of(Duration.ofMillis(1500)), Optional.of(policy), Origin.unspecified())),
                        List.of(), List.of()));
            }
        }
        for (QuerySource source : QuerySource.values()) {
            for (RefreshMode refresh : RefreshMode.values()) {
                for (DisconnectedPolicy policy : DisconnectedPolicy.values()) {
                    assertRoundTrip(new OutpostDescriptor(List.of(), List.of(new CacheableQuery("q&<\"", source,
                            refresh, List.of("a.B"), 7, Optional.of(Duration.ofMillis(2500)), Optional.of(policy),
                            Origin.unspecified())), List.of()));
                }
            }
        }
        for (Site site : Site.values()) {
            assertRoundTrip(new OutpostDescriptor(List.of(), List.of(), List.of(new Facade("a.F", Optional.of(site),
                    List.of(new FacadeMethod("m", site, Origin.unspecified())), Origin.unspecified()))));
        }
    }

    private static void assertRoundTrip(OutpostDescriptor descriptor) {
        ParsedDescriptor reparsed = parse(DescriptorWriter.toXml(descriptor));
        assertEquals(List.of(), reparsed.problems());
        assertTrue(descriptor.sameAs(reparsed.descriptor()), () -> descriptor + " vs " + reparsed.descriptor());
    }

    /** Each bad descriptor yields exactly this problem, at this line:column, naming its culprit. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<replicated-entity class='a.B' updat='sync'/>"
                    + "|2:2: replicated-entity class 'a.B': unknown attribute 'updat'; allowed: class, update, fields, max-staleness, when-disconnected",
            "<replicated-entity class='a.B' x:update='sync' xmlns:x='urn:x'/>"
                    + "|2:2: replicated-entity class 'a.B': unknown attribute 'x:update'; allowed: class, update, fields, max-staleness, when-disconnected",
            "<replicated-entity class='a.B' update='asynch'/>"
                    + "|2:2: replicated-entity class 'a.B': update 'asynch' is not one of async, sync, invalidate",
            "<replicated-entity class='a.B' when-disconnected='stale'/>"
                    + "|2:2: replicated-entity class 'a.B': when-disconnected 'stale' is not one of serve-stale, forward, fail",
            "<replicated-entity class='a.B' fields=' '/>"
                    + "|2:2: replicated-entity class 'a.B': fields is empty; omit the attribute instead",
            "<replicated-entity class='a.B' max-staleness='soon'/>"
                    + "|2:2: replicated-entity class 'a.B': max-staleness 'soon' is not an ISO-8601 duration such as PT30S",
            "<replicated-entity class='a.B' max-staleness='PT-5S'/>"
                    + "|2:2: replicated-entity class 'a.B': max-staleness 'PT-5S' is not positive",
            "<replicated-entity update='sync'/>"
                    + "|2:2: replicated-entity lacks the required attribute 'class'",
            "<replicated-entity class='a.B'><fields/></replicated-entity>"
                    + "|2:32: unknown element 'fields' in replicated-entity; allowed: none",
            "<cacheable-query source='main'/>"
                    + "|2:2: cacheable-query lacks the required attribute 'name'",
            "<cacheable-query name='q' source='local'/>"
                    + "|2:2: cacheable-query name 'q': source 'local' is not one of edge, main",
            "<cacheable-query name='q' refresh='evict'/>"
                    + "|2:2: cacheable-query name 'q': refresh 'evict' is not one of push, invalidate",
            "<cacheable-query name='q' max-entries='many'/>"
                    + "|2:2: cacheable-query name 'q': max-entries 'many' is not an integer",
            "<cacheable-query name='q' max-entries='-1'/>"
                    + "|2:2: cacheable-query name 'q': max-entries '-1' is not positive",
            "<cacheable-query name='q' invalidated-by=''/>"
                    + "|2:2: cacheable-query name 'q': invalidated-by is empty; omit the attribute instead",
            "<cacheable-query name='q' max-staleness='P1Y'/>"
                    + "|2:2: cacheable-query name 'q': max-staleness 'P1Y' is not an ISO-8601 duration such as PT30S",
            "<cacheable-query name='q' max-staleness='PT0S'/>"
                    + "|2:2: cacheable-query name 'q': max-staleness 'PT0S' is not positive",
            "<cacheable-query name='q' when-disconnected='wait'/>"
                    + "|2:2: cacheable-query name 'q': when-disconnected 'wait' is not one of serve-stale, forward, fail",
            "<cacheable-query name='q' maxStaleness='PT5S'/>"
                    + "|2:2: cacheable-query name 'q': unknown attribute 'maxStaleness'; allowed: name, source, refresh, invalidated-by, max-entries, max-staleness, when-disconnected",
            "<facade execute-at='main'/>"
                    + "|2:2: facade lacks the required attribute 'class'",
            "<facade class='a.F' execute-at='there'/>"
                    + "|2:2: facade class 'a.F': execute-at 'there' is not one of main, edge",
            "<facade class='a.F'><method name='m'/></facade>"
                    + "|2:21: method name 'm' of facade class 'a.F' lacks the required attribute 'execute-at'",
            "<facade class='a.F'><method execute-at='main'/></facade>"
                    + "|2:21: method of facade class 'a.F' lacks the required attribute 'name'",
            "<facade class='a.F'><method name='m' execute-at='main' timeout='5'/></facade>"
                    + "|2:21: method name 'm' of facade class 'a.F': unknown attribute 'timeout'; allowed: name, execute-at",
            "<facade class='a.F'><metod name='m' execute-at='main'/></facade>"
                    + "|2:21: unknown element 'metod' in facade; allowed: method",
            "<replicated-entitiy class='a.B'/>"
                    + "|2:2: unknown element 'replicated-entitiy' in outpost; allowed: replicated-entity, cacheable-query, facade",
            "<replicated-entity xmlns='urn:outpost:deployment:0.1' class='a.B'/>"
                    + "|2:2: unknown element 'replicated-entity' of namespace 'urn:outpost:deployment:0.1' in outpost; allowed: replicated-entity, cacheable-query, facade",
            "text<!-- a comment is fine -->"
                    + "|1:45: unexpected text 'text' in outpost",
    })
    void reportsEachErrorWithItsLocationAndCulprit(String element, String expected) {
        ParsedDescriptor parsed = parse(outpost(element));
        assertEquals(List.of("outpost.xml:" + expected), parsed.problems().stream().map(Problem::toString).toList());
    }

    @Test
    void keepsElementsWithBadOptionalAttributesAndDropsThoseWithoutKey() {
        ParsedDescriptor parsed = parse(outpost("""
                <replicated-entity class='a.B' update='asynch'/>
                <replicated-entity update='sync'/>
                <facade class='a.F'><method name='m'/><method name='n' execute-at='main'/></facade>"""));
        assertEquals(3, parsed.problems().size());
        assertEquals(List.of("a.B"), parsed.descriptor().replicatedEntities().stream()
                .map(ReplicatedEntity::className).toList());
        assertEquals(UpdateMode.ASYNC, parsed.descriptor().replicatedEntities().get(0).update());
        assertEquals(List.of("n"), parsed.descriptor().facades().get(0).methods().stream()
                .map(FacadeMethod::name).toList());
    }

    @Test
    void collectsEveryProblemOfADocument() {
        ParsedDescriptor parsed = parse(outpost("""
                <replicated-entity class='a.B' update='asynch' max-staleness='soon' colour='red'/>
                <cacheable-query name='q' max-entries='0'/>
                <unknown/>"""));
        assertEquals(List.of(
                "outpost.xml:2:2: replicated-entity class 'a.B': unknown attribute 'colour'; allowed: class, update, "
                        + "fields, max-staleness, when-disconnected",
                "outpost.xml:2:2: replicated-entity class 'a.B': update 'asynch' is not one of async, sync, invalidate",
                "outpost.xml:2:2: replicated-entity class 'a.B': max-staleness 'soon' is not an ISO-8601 duration such "
                        + "as PT30S",
                "outpost.xml:3:2: cacheable-query name 'q': max-entries '0' is not positive",
                "outpost.xml:4:2: unknown element 'unknown' in outpost; allowed: replicated-entity, cacheable-query, "
                        + "facade"), parsed.problems().stream().map(Problem::toString).toList());
    }

    @Test
    void rejectsAnUnknownNamespaceNamingIt() {
        ParsedDescriptor parsed = parse("<outpost xmlns='urn:outpost:deployment:2.0'><facade class='a.F'/></outpost>");
        assertEquals(List.of("outpost.xml:1:1: element 'outpost' has unknown namespace 'urn:outpost:deployment:2.0'; "
                + "supported: urn:outpost:deployment:1.0"), parsed.problems().stream().map(Problem::toString).toList());
        assertTrue(parsed.descriptor().isEmpty());
    }

    @Test
    void rejectsAMissingNamespace() {
        assertEquals(List.of("outpost.xml:1:1: element 'outpost' has unknown namespace ''; supported: "
                + "urn:outpost:deployment:1.0"), parse("<outpost/>").problems().stream().map(Problem::toString).toList());
    }

    @Test
    void rejectsAnotherRootElement() {
        assertEquals(List.of("outpost.xml:1:1: root element 'deployment' is not 'outpost'"),
                parse("<deployment xmlns='urn:outpost:deployment:1.0'/>").problems().stream()
                        .map(Problem::toString).toList());
    }

    @Test
    void reportsMalformedXmlOnceWithTheParserPosition() {
        ParsedDescriptor parsed = parse(outpost("<replicated-entity class='a.B'>"), "bad.xml");
        assertEquals(1, parsed.problems().size(), parsed.problems().toString());
        Problem problem = parsed.problems().get(0);
        assertEquals(Origin.xml("bad.xml", 3, 3), problem.origin());
        assertTrue(problem.message().startsWith("malformed XML: ") && problem.message().contains("replicated-entity"),
                problem.message());
    }

    /**
     * An element left open swallows its siblings: the parser names it first, at its own line, then reads the siblings
     * where they belong and reports their own mistakes, and only then the XML error at the end.
     */
    @Test
    void anUnclosedElementIsReportedFirstAndItsSiblingsStillChecked() {
        ParsedDescriptor parsed = parse(outpost("""
                <cacheable-query name='q1' source='edge'>
                <cacheable-query name='q2' refresh='often'/>
                <replicated-entity class='a.B' update='asynch'/>
                <facade class='a.F'><method name='m' execute-at='moon'/></facade>"""));
        List<String> problems = parsed.problems().stream().map(Problem::toString).toList();
        assertEquals(5, problems.size(), problems::toString);
        assertEquals(List.of(
                "outpost.xml:2:2: cacheable-query name 'q1' is not closed before 'cacheable-query' at 3:2 (missing '/>' or "
                        + "'</cacheable-query>'?)",
                "outpost.xml:3:2: cacheable-query name 'q2': refresh 'often' is not one of push, invalidate",
                "outpost.xml:4:2: replicated-entity class 'a.B': update 'asynch' is not one of async, sync, invalidate",
                "outpost.xml:5:21: method name 'm' of facade class 'a.F': execute-at 'moon' is not one of main, edge"), problems.subList(0, 4));
        assertTrue(problems.get(4).startsWith("outpost.xml:6:3: malformed XML: "), problems.get(4));
    }

    @Test
    void aSiblingNestedInAClosedElementIsReadWhereItBelongs() {
        ParsedDescriptor parsed = parse(outpost("<facade class='a.F'><facade class='a.G'/></facade>"));
        assertEquals(List.of("outpost.xml:2:2: facade class 'a.F' is not closed before 'facade' at 2:21 (missing '/>' or "
                + "'</facade>'?)"), parsed.problems().stream().map(Problem::toString).toList());
        assertEquals(List.of("a.G", "a.F"), parsed.descriptor().facades().stream().map(Facade::className).toList());
    }

    @Test
    void reportsAnEmptyFileAsMalformed() {
        ParsedDescriptor parsed = parse("", "empty.xml");
        assertEquals(1, parsed.problems().size());
        assertTrue(parsed.problems().get(0).toString().startsWith("empty.xml:1:1: malformed XML: "),
                parsed.problems().toString());
    }

    @Test
    void readsTheOutpostElementOfJBossAllAmongOthers() throws Exception {
        String file = "app.ear!/META-INF/jboss-all.xml";
        Optional<ParsedDescriptor> parsed;
        try (var in = getClass().getClassLoader().getResourceAsStream("descriptors/jboss-all.xml")) {
            parsed = DescriptorParser.parseJBossAll(in, file);
        }
        assertEquals(List.of(file + ":8:10: replicated-entity class 'org.outpost.descriptor.fixture.Bid': update "
                + "'bulk' is not one of async, sync, invalidate"), parsed.orElseThrow().problems().stream()
                .map(Problem::toString).toList());
        assertEquals(List.of("org.outpost.descriptor.fixture.Category", "org.outpost.descriptor.fixture.Bid"),
                parsed.orElseThrow().descriptor().replicatedEntities().stream().map(ReplicatedEntity::className)
                        .toList());
    }

    @Test
    void findsNothingInAJBossAllWithoutOutpost() {
        assertEquals(Optional.empty(), DescriptorParser.parseJBossAll(new ByteArrayInputStream(
                "<jboss xmlns='urn:jboss:1.0'><weld xmlns='urn:jboss:weld:1.0'/></jboss>".getBytes()), "x.xml"));
    }

    /** Found by DescriptorParserFuzzTest: the reader failed inside the outpost element and was asked for more (NPE). */
    @Test
    void reportsJBossAllThatEndsInsideTheOutpostElementAsMalformed() {
        ParsedDescriptor parsed = DescriptorParser.parseJBossAll(new ByteArrayInputStream("""
                <jboss xmlns="urn:jboss:1.0">
                  <outpost xmlns="urn:outpost:deployment:2.0">
                    <replicated-entity class="a.B"/>""".getBytes(StandardCharsets.UTF_8)), "jboss-all.xml")
                .orElseThrow();
        List<String> problems = parsed.problems().stream().map(Problem::toString).toList();
        assertEquals(2, problems.size(), problems::toString);
        assertTrue(problems.get(0).startsWith("jboss-all.xml:2:47: element 'outpost' has unknown namespace "
                + "'urn:outpost:deployment:2.0'"), problems.get(0));
        assertTrue(problems.get(1).startsWith("jboss-all.xml:3:37: malformed XML: "), problems.get(1));
    }

    /** Each element read where it belongs costs stack: thousands of unclosed elements must not overflow it. */
    @Test
    void skipsElementsNestedDeeperThanUnclosedElementsCanExplain() {
        int depth = 20_000;
        ParsedDescriptor parsed = parse(outpost("<facade class='a.F'>".repeat(depth) + "</facade>".repeat(depth)));
        List<String> tooDeep = parsed.problems().stream().map(Problem::message)
                .filter(message -> message.contains("nested")).toList();
        assertEquals(List.of("'facade' is nested 16 elements deep, inside unclosed elements; skipped with everything "
                + "it holds (a descriptor nests at most 3 levels: outpost, facade, method)"), tooDeep);
        assertEquals(DescriptorParser.MAX_OPEN_ELEMENTS - 1, parsed.descriptor().facades().size());
    }

    @Test
    void parseElementLeavesTheReaderOnTheMatchingEndElement() throws Exception {
        XMLStreamReader reader = XMLInputFactory.newFactory().createXMLStreamReader(new StringReader("""
                <jboss xmlns="urn:jboss:1.0">
                  <outpost xmlns="urn:outpost:deployment:1.0">
                    <facade class="a.F"><method name="m" execute-at="main"/></facade>
                  </outpost>
                  <weld xmlns="urn:jboss:weld:1.0"/>
                </jboss>"""));
        reader.nextTag();
        reader.nextTag();
        ParsedDescriptor parsed = DescriptorParser.parseElement(reader, "jboss-all.xml");
        assertEquals(List.of(), parsed.problems());
        assertEquals(Site.MAIN, parsed.descriptor().facades().get(0).siteOf("m"));
        assertEquals(XMLStreamConstants.END_ELEMENT, reader.getEventType());
        assertEquals("outpost", reader.getLocalName());
        assertEquals(XMLStreamConstants.START_ELEMENT, reader.nextTag());
        assertEquals("weld", reader.getLocalName());
    }
}
