// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.descriptions.ModelDescriptionConstants;
import org.jboss.as.controller.persistence.SubsystemMarshallingContext;
import org.jboss.as.version.Stability;
import org.jboss.dmr.ModelNode;
import org.jboss.staxmapper.XMLMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.wildfly.subsystem.SubsystemPersistence;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * The schema test of {@code urn:outpost:subsystem:1.0}: parse, marshal, compare, and validate against the XSD, plus
 * one test per {@code invalid-*.xml}. Booting a server with this configuration is done by the testsuite's
 * {@code SubsystemBootTestCase}.
 */
class OutpostSubsystemSchemaTestCase {

    private static final OutpostSubsystemSchema SCHEMA = OutpostSubsystemSchema.VERSION_1_0;

    @Test
    void everyAttributeIsParsed() throws Exception {
        ModelNode add = parse("subsystem-1.0.xml");
        assertEquals(ModelDescriptionConstants.ADD, add.get(ModelDescriptionConstants.OP).asString());
        Set<String> parsed = add.keys().stream()
                .filter(key -> !Set.of(ModelDescriptionConstants.OP, ModelDescriptionConstants.OP_ADDR).contains(key))
                .collect(Collectors.toSet());
        Set<String> declared = declaredAttributeNames();
        assertEquals(declared, parsed, "subsystem-1.0.xml must set every attribute");
        assertEquals("${outpost.lag.wait:1500}", add.get("lag-wait").asExpression().getExpressionString());
        assertEquals(3000, add.get("sync-timeout").asLong());
        assertEquals("${outpost.publish.interval:50}", add.get("publish-interval").asExpression().getExpressionString());
        assertEquals(3600, add.get("outbox-max-age").asLong());
        assertEquals("${env.OUTPOST_BROKER_PASSWORD:outpost-edge-pw}",
                add.get("broker-credential-reference", "clear-text").asExpression().getExpressionString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"subsystem-1.0.xml", "subsystem-1.0-minimal.xml"})
    void marshalledConfigurationEqualsTheOriginal(String file) throws Exception {
        String original = read(file);
        ModelNode add = parse(file);
        String marshalled = marshal(modelOf(add));
        assertTrue(sameElement(original, marshalled), () -> "marshalled differently:\n" + marshalled);
        assertEquals(add, parse(marshalled, "marshalled"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"subsystem-1.0.xml", "subsystem-1.0-minimal.xml"})
    void configurationValidatesAgainstTheXsd(String file) throws Exception {
        validateAgainstXsd(file);
    }

    @ParameterizedTest
    @CsvSource({
            "invalid-role.xml, hub",
            "invalid-lag-wait.xml, -5",
            "invalid-main-url.xml, ftp://main.example/",
            "invalid-when-disconnected.xml, retry",
            "invalid-unknown-attribute.xml, colour",
            "invalid-empty-edge-id.xml, edge-id",
    })
    void invalidConfigurationIsRejectedNamingTheCulprit(String file, String culprit) {
        XMLStreamException failure = assertThrows(XMLStreamException.class, () -> parse(file));
        assertTrue(failure.getMessage().contains(culprit), () -> file + ": " + failure.getMessage());
        assertTrue(failure.getLocation() != null && failure.getLocation().getLineNumber() > 0, file + " has no location");
        assertThrows(SAXException.class, () -> validateAgainstXsd(file), file + " must not validate against the XSD");
    }

    /** Every attribute the registrar declares, found by reflection so that a new one cannot be forgotten here. */
    private static Set<String> declaredAttributeNames() throws IllegalAccessException {
        Set<String> names = new java.util.TreeSet<>();
        for (java.lang.reflect.Field field : OutpostSubsystemResourceDefinitionRegistrar.class.getDeclaredFields()) {
            if (java.lang.reflect.Modifier.isStatic(field.getModifiers()) && AttributeDefinition.class.isAssignableFrom(field.getType())) {
                AttributeDefinition attribute = (AttributeDefinition) field.get(null);
                if (!attribute.getFlags().contains(org.jboss.as.controller.registry.AttributeAccess.Flag.STORAGE_RUNTIME)) {
                    names.add(attribute.getName());
                }
            }
        }
        return names;
    }

    private static ModelNode parse(String file) throws IOException, XMLStreamException {
        return parse(read(file), file);
    }

    private static ModelNode parse(String xml, String name) throws XMLStreamException {
        XMLMapper mapper = XMLMapper.Factory.create();
        mapper.registerRootElement(new QName(SCHEMA.getNamespace().getUri(), ModelDescriptionConstants.SUBSYSTEM), SCHEMA);
        List<ModelNode> operations = new ArrayList<>();
        mapper.parseDocument(operations, XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(xml)));
        assertEquals(1, operations.size(), name + " must yield exactly one add operation");
        return operations.get(0);
    }

    private static ModelNode modelOf(ModelNode add) {
        ModelNode model = add.clone();
        model.remove(ModelDescriptionConstants.OP);
        model.remove(ModelDescriptionConstants.OP_ADDR);
        return model;
    }

    private static String marshal(ModelNode model) throws XMLStreamException {
        StringWriter out = new StringWriter();
        XMLStreamWriter writer = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
        XMLMapper.Factory.create().deparseDocument(SubsystemPersistence.of(SCHEMA).getWriter(Stability.DEFAULT),
                new SubsystemMarshallingContext(model, null), writer);
        writer.writeEndDocument();
        writer.close();
        return out.toString();
    }

    private static boolean sameElement(String left, String right) throws Exception {
        return dom(left).isEqualNode(dom(right));
    }

    private static Node dom(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setIgnoringElementContentWhitespace(true);
        Document document = factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
        stripWhitespace(document.getDocumentElement());
        document.normalizeDocument();
        return document.getDocumentElement();
    }

    private static void stripWhitespace(Node node) {
        for (Node child = node.getFirstChild(); child != null; ) {
            Node next = child.getNextSibling();
            if (child.getNodeType() == Node.TEXT_NODE && child.getTextContent().isBlank()) {
                node.removeChild(child);
            } else {
                stripWhitespace(child);
            }
            child = next;
        }
    }

    private static void validateAgainstXsd(String file) throws Exception {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        try (InputStream xsd = OutpostSubsystemSchema.class.getResourceAsStream("/schema/outpost-subsystem_1_0.xsd")) {
            assertFalse(xsd == null, "XSD missing");
            factory.newSchema(new StreamSource(xsd)).newValidator().validate(new StreamSource(new StringReader(read(file))));
        }
    }

    private static String read(String file) throws IOException {
        try (InputStream in = OutpostSubsystemSchemaTestCase.class.getResourceAsStream(file)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
