// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.resolution.DescriptorResolver;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Checks every test descriptor against the XSD: valid ones pass both the XSD and the parser; each invalid one is
 * either rejected by the XSD or, being XSD-valid, a semantic error the parser or validator reports.
 */
class DeploymentSchemaTest {

    /** Invalid descriptors rejected by the XSD, with the parser problem that names the culprit. */
    static Stream<Arguments> rejectedBySchema() {
        return Stream.of(
                Arguments.of("unknown-attribute", "3:6: replicated-entity class 'com.example.Item': unknown attribute 'updat'"),
                Arguments.of("bad-update", "replicated-entity class 'com.example.Item': update 'asynch' is not one of async, sync, invalidate"),
                Arguments.of("missing-class", "3:6: replicated-entity lacks the required attribute 'class'"),
                Arguments.of("unknown-element", "3:6: unknown element 'replicated-entitiy' in outpost; allowed: replicated-entity, cacheable-query, facade"),
                Arguments.of("bad-duration", "max-staleness 'soon' is not an ISO-8601 duration such as PT30S"),
                Arguments.of("zero-max-entries", "cacheable-query name 'Item.byCategory': max-entries '0' is not positive"),
                Arguments.of("unknown-namespace", "element 'outpost' has unknown namespace 'urn:outpost:deployment:9.9'; supported: urn:outpost:deployment:1.0"),
                Arguments.of("malformed", "4:3: malformed XML: "));
    }

    /** Invalid descriptors the XSD accepts: what is wrong needs the deployment's classes or the whole document. */
    static Stream<Arguments> semanticErrors() {
        return Stream.of(
                Arguments.of("unknown-class", "3:6: replicated-entity class 'org.outpost.descriptor.fixture.Itme' not found in the deployment"),
                Arguments.of("invalidate-with-fields", "fields 'name' contradicts update 'invalidate'"),
                Arguments.of("duplicate-entity", "4:6: replicated-entity class 'org.outpost.descriptor.fixture.Category' is declared more than once; first at descriptors/invalid/duplicate-entity.xml:3:6"),
                Arguments.of("edge-query-reads-unreplicated", "cacheable-query 'Bid.forItem' has source 'edge' but its JPQL reads entity 'Offer' (org.outpost.descriptor.fixture.Bid), which is not replicated"),
                Arguments.of("method-not-found", "4:10: method 'placeBd' of facade class 'org.outpost.descriptor.fixture.AuctionFacade' not found in the class or its superclasses"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"full", "full-canonical", "defaults", "empty", "sample-application"})
    void validDescriptorsPassTheSchemaAndTheParser(String name) throws Exception {
        String path = "descriptors/valid/" + name + ".xml";
        assertEquals(Optional.empty(), schemaError(path));
        assertEquals(List.of(), Fixtures.resource(path).problems());
    }

    @ParameterizedTest
    @MethodSource("rejectedBySchema")
    void schemaAndParserBothRejectSyntacticErrors(String name, String expected) throws Exception {
        String path = "descriptors/invalid/" + name + ".xml";
        assertTrue(schemaError(path).isPresent(), path + " should be rejected by the XSD");
        assertContains(Fixtures.resource(path).problems(), path + ":", expected);
    }

    @ParameterizedTest
    @MethodSource("semanticErrors")
    void semanticErrorsPassTheSchemaAndAreFoundOnResolution(String name, String expected) throws Exception {
        String path = "descriptors/invalid/" + name + ".xml";
        assertEquals(Optional.empty(), schemaError(path));
        assertEquals(List.of(), Fixtures.resource(path).problems());
        List<Problem> problems = DescriptorResolver.resolve(List.of(Fixtures.resource(path)), Fixtures.application())
                .problems();
        assertContains(problems, path + ":", expected);
    }

    @Test
    void everyTestDescriptorIsClassified() throws IOException {
        Map<String, Long> classified = Stream.concat(rejectedBySchema(), semanticErrors())
                .collect(Collectors.groupingBy(arguments -> (String) arguments.get()[0], Collectors.counting()));
        try (Stream<Path> files = Files.list(
                Path.of("src/test/resources/descriptors/invalid"))) {
            files.map(file -> file.getFileName().toString().replace(".xml", ""))
                    .forEach(name -> assertEquals(1L, classified.get(name), name + " classified once"));
        }
    }

    @Test
    void theOutpostElementOfTheJBossAllResourceIsCheckedByTheSchemaToo() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document jbossAll;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("descriptors/jboss-all.xml")) {
            jbossAll = factory.newDocumentBuilder().parse(in);
        }
        Element outpost = (Element) jbossAll.getElementsByTagNameNS(DeploymentSchema.CURRENT.namespace(), "outpost")
                .item(0);
        SAXException rejected = assertThrows(SAXException.class, () -> validator().validate(new DOMSource(outpost)));
        assertTrue(rejected.getMessage().contains("bulk"), rejected.getMessage());
    }

    @Test
    void schemaIsOnTheClassPathAndNamespaceLookupWorks() {
        assertNotNull(DeploymentSchema.CURRENT.schemaUrl());
        assertEquals(Optional.of(DeploymentSchema.VERSION_1_0),
                DeploymentSchema.forNamespace("urn:outpost:deployment:1.0"));
        assertEquals(Optional.empty(), DeploymentSchema.forNamespace("urn:outpost:deployment:2.0"));
        assertEquals(Optional.empty(), DeploymentSchema.forNamespace(null));
    }

    @Test
    void schemaDefaultsAreTheModelDefaults() throws Exception {
        Map<String, String> defaults = schemaDefaults();
        assertEquals(Map.of(
                "update", ReplicatedEntity.DEFAULT_UPDATE.token(),
                "source", CacheableQuery.DEFAULT_SOURCE.token(),
                "refresh", CacheableQuery.DEFAULT_REFRESH.token(),
                "max-entries", Integer.toString(CacheableQuery.DEFAULT_MAX_ENTRIES)), defaults);
    }

    @Test
    void everySchemaAttributeIsDocumented() throws Exception {
        NodeList attributes = schemaDocument().getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI,
                "attribute");
        for (int i = 0; i < attributes.getLength(); i++) {
            Element attribute = (Element) attributes.item(i);
            assertFalse(attribute.getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI, "documentation")
                    .item(0).getTextContent().isBlank(), attribute.getAttribute("name"));
        }
    }

    @Test
    void schemaRejectsAttributesOutsideTheirRange() {
        for (String element : List.of(
                "<replicated-entity class='a.B' max-staleness='P1Y'/>",
                "<replicated-entity class='a.B' max-staleness='PT0S'/>",
                "<replicated-entity class='a.B' fields=''/>",
                "<replicated-entity class='a B'/>",
                "<cacheable-query name='q' invalidated-by=''/>",
                "<facade class='a.B'><method name='m'/></facade>")) {
            assertThrows(SAXException.class, () -> validate(Fixtures.outpost(element)), element);
        }
    }

    private static void assertContains(List<Problem> problems, String filePrefix, String expected) {
        assertTrue(problems.stream().map(Problem::toString)
                        .anyMatch(problem -> problem.startsWith(filePrefix) && problem.contains(expected)),
                () -> "expected '" + expected + "' in " + problems);
    }

    private static Optional<String> schemaError(String resource) throws IOException {
        try (InputStream in = DeploymentSchemaTest.class.getClassLoader().getResourceAsStream(resource)) {
            validator().validate(new StreamSource(in));
            return Optional.empty();
        } catch (SAXException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static void validate(String xml) throws SAXException, IOException {
        validator().validate(new StreamSource(new StringReader(xml)));
    }

    private static Validator validator() throws SAXException {
        Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(DeploymentSchema.CURRENT.schemaUrl());
        return schema.newValidator();
    }

    private static Map<String, String> schemaDefaults() throws Exception {
        NodeList attributes = schemaDocument().getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI,
                "attribute");
        Map<String, String> defaults = new HashMap<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            Element attribute = (Element) attributes.item(i);
            if (attribute.hasAttribute("default")) {
                defaults.put(attribute.getAttribute("name"), attribute.getAttribute("default"));
            }
        }
        return defaults;
    }

    private static Document schemaDocument() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        try (InputStream in = DeploymentSchema.CURRENT.schemaUrl().openStream()) {
            return factory.newDocumentBuilder().parse(in);
        }
    }
}
