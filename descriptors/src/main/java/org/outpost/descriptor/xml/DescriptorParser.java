// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.outpost.annotation.DescriptorToken;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.AttributeValues;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * Reads {@code urn:outpost:deployment} XML with StAX, from a standalone {@code META-INF/outpost.xml} or from the
 * {@code outpost} element of a {@code jboss-all.xml}. It collects every problem with its line and column and reads on;
 * only malformed XML stops it.
 */
public final class DescriptorParser {

    /**
     * How deep unclosed elements may nest before the rest is skipped: the schema nests three levels (outpost, facade,
     * method), and each element read where it belongs costs stack, so a file of thousands of unclosed elements must
     * not overflow it.
     */
    static final int MAX_OPEN_ELEMENTS = 16;

    private final XMLStreamReader reader;
    private final String fileName;
    private final List<Problem> problems = new ArrayList<>();
    private final List<ReplicatedEntity> entities = new ArrayList<>();
    private final List<CacheableQuery> queries = new ArrayList<>();
    private final List<Facade> facades = new ArrayList<>();
    /** The elements being read, the innermost first. */
    private final Deque<OpenElement> openElements = new ArrayDeque<>();
    private String namespace;
    private boolean tooDeepReported;
    /** Where the current event starts: the end of the previous one, else the end of the current one. */
    private Origin eventStart;

    private DescriptorParser(XMLStreamReader reader, String fileName) {
        this.reader = reader;
        this.fileName = Objects.requireNonNull(fileName, "fileName");
    }

    /**
     * Parses a standalone descriptor. DTDs and external entities are not processed.
     *
     * @param in       the document; not closed
     * @param fileName the name problems carry, e.g. {@code app.ear!/META-INF/outpost.xml}
     * @return the elements read and the problems met
     */
    public static ParsedDescriptor parse(InputStream in, String fileName) {
        try {
            XMLStreamReader reader = newReader(in);
            try {
                return parseDocument(reader, fileName);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            return failed(fileName, e);
        }
    }

    /**
     * Parses the {@code outpost} child of the root of a {@code jboss-all.xml}, skipping its other children.
     *
     * @param in       the document; not closed
     * @param fileName the name problems carry, e.g. {@code app.ear!/META-INF/jboss-all.xml}
     * @return what the {@code outpost} element holds; empty if there is none and the document is well-formed
     */
    public static Optional<ParsedDescriptor> parseJBossAll(InputStream in, String fileName) {
        XMLStreamReader reader;
        try {
            reader = newReader(in);
        } catch (XMLStreamException e) {
            return Optional.of(failed(fileName, e));
        }
        DescriptorParser parser = new DescriptorParser(reader, fileName);
        boolean found = false;
        try {
            try {
                reader.nextTag();
                while (reader.nextTag() == XMLStreamConstants.START_ELEMENT) {
                    if (!found && DeploymentSchema.ROOT_ELEMENT.equals(reader.getLocalName())) {
                        found = true;
                        parser.readRoot();
                    } else {
                        parser.skipElement();
                    }
                }
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            // A reader that failed must not be asked for more: what the outpost element held so far is kept.
            parser.malformed(e);
            return Optional.of(parser.result());
        }
        return found ? Optional.of(parser.result()) : Optional.empty();
    }

    /**
     * Parses the {@code outpost} element of a larger document, such as {@code jboss-all.xml}.
     *
     * @param reader   positioned on the {@code outpost} start element; on return, on its end element unless the XML
     *                 is malformed
     * @param fileName the name problems carry, e.g. {@code app.ear!/META-INF/jboss-all.xml}
     * @return the elements read and the problems met
     */
    public static ParsedDescriptor parseElement(XMLStreamReader reader, String fileName) {
        DescriptorParser parser = new DescriptorParser(reader, fileName);
        try {
            parser.readRoot();
        } catch (XMLStreamException e) {
            parser.malformed(e);
        }
        return parser.result();
    }

    private static XMLStreamReader newReader(InputStream in) throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        return factory.createXMLStreamReader(in);
    }

    private static ParsedDescriptor failed(String fileName, XMLStreamException e) {
        DescriptorParser parser = new DescriptorParser(null, fileName);
        parser.malformed(e);
        return parser.result();
    }

    private static ParsedDescriptor parseDocument(XMLStreamReader reader, String fileName) {
        DescriptorParser parser = new DescriptorParser(reader, fileName);
        try {
            while (parser.next() != XMLStreamConstants.START_ELEMENT) {
                // the prolog: declaration, comments, whitespace
            }
            parser.readRoot();
            while (reader.hasNext()) {
                reader.next();
            }
        } catch (XMLStreamException e) {
            parser.malformed(e);
        }
        return parser.result();
    }

    private ParsedDescriptor result() {
        return new ParsedDescriptor(new OutpostDescriptor(entities, queries, facades), problems);
    }

    private void readRoot() throws XMLStreamException {
        Origin origin = origin();
        if (!DeploymentSchema.ROOT_ELEMENT.equals(reader.getLocalName())) {
            problem(origin, "root element '" + reader.getLocalName() + "' is not '" + DeploymentSchema.ROOT_ELEMENT
                    + "'");
            skipElement();
            return;
        }
        String rootNamespace = reader.getNamespaceURI();
        if (DeploymentSchema.forNamespace(rootNamespace).isEmpty()) {
            problem(origin, "element '" + DeploymentSchema.ROOT_ELEMENT + "' has unknown namespace '"
                    + Objects.toString(rootNamespace, "") + "'; supported: " + DeploymentSchema.supportedNamespaces());
            skipElement();
            return;
        }
        namespace = rootNamespace;
        ElementAttributes attributes = new ElementAttributes(XmlElement.OUTPOST, origin);
        Map<String, ElementReader> children = new LinkedHashMap<>();
        children.put(XmlElement.REPLICATED_ENTITY.localName(), this::readReplicatedEntity);
        children.put(XmlElement.CACHEABLE_QUERY.localName(), this::readCacheableQuery);
        children.put(XmlElement.FACADE.localName(), this::readFacade);
        readChildren(attributes, children);
    }

    private void readReplicatedEntity() throws XMLStreamException {
        ElementAttributes attributes = new ElementAttributes(XmlElement.REPLICATED_ENTITY, origin());
        Optional<String> className = attributes.key(AttributeValues::requireClassName);
        UpdateMode update = attributes.token(XmlAttribute.UPDATE, UpdateMode.class)
                .orElse(ReplicatedEntity.DEFAULT_UPDATE);
        List<String> fields = attributes.names(XmlAttribute.FIELDS, AttributeValues::requireIdentifier);
        Optional<Duration> maxStaleness = attributes.maxStaleness();
        Optional<DisconnectedPolicy> whenDisconnected =
                attributes.token(XmlAttribute.WHEN_DISCONNECTED, DisconnectedPolicy.class);
        readChildren(attributes, Map.of());
        className.ifPresent(name -> entities.add(
                new ReplicatedEntity(name, update, fields, maxStaleness, whenDisconnected, attributes.origin)));
    }

    private void readCacheableQuery() throws XMLStreamException {
        ElementAttributes attributes = new ElementAttributes(XmlElement.CACHEABLE_QUERY, origin());
        Optional<String> name = attributes.key(AttributeValues::requireNonBlank);
        QuerySource source = attributes.token(XmlAttribute.SOURCE, QuerySource.class)
                .orElse(CacheableQuery.DEFAULT_SOURCE);
        RefreshMode refresh = attributes.token(XmlAttribute.REFRESH, RefreshMode.class)
                .orElse(CacheableQuery.DEFAULT_REFRESH);
        List<String> invalidatedBy = attributes.names(XmlAttribute.INVALIDATED_BY, AttributeValues::requireClassName);
        int maxEntries = attributes.value(XmlAttribute.MAX_ENTRIES,
                        text -> AttributeValues.parsePositiveInt(XmlAttribute.MAX_ENTRIES.localName(), text))
                .orElse(CacheableQuery.DEFAULT_MAX_ENTRIES);
        Optional<Duration> maxStaleness = attributes.maxStaleness();
        Optional<DisconnectedPolicy> whenDisconnected =
                attributes.token(XmlAttribute.WHEN_DISCONNECTED, DisconnectedPolicy.class);
        readChildren(attributes, Map.of());
        name.ifPresent(queryName -> queries.add(new CacheableQuery(queryName, source, refresh, invalidatedBy,
                maxEntries, maxStaleness, whenDisconnected, attributes.origin)));
    }

    private void readFacade() throws XMLStreamException {
        ElementAttributes attributes = new ElementAttributes(XmlElement.FACADE, origin());
        Optional<String> className = attributes.key(AttributeValues::requireClassName);
        Optional<Site> executeAt = attributes.token(XmlAttribute.EXECUTE_AT, Site.class);
        List<FacadeMethod> methods = new ArrayList<>();
        readChildren(attributes, Map.of(XmlElement.METHOD.localName(), () -> readMethod(methods, attributes.subject)));
        className.ifPresent(name -> facades.add(new Facade(name, executeAt, methods, attributes.origin)));
    }

    private void readMethod(List<FacadeMethod> methods, String facade) throws XMLStreamException {
        ElementAttributes attributes = new ElementAttributes(XmlElement.METHOD, origin(), " of " + facade);
        Optional<String> name = attributes.key(AttributeValues::requireIdentifier);
        Optional<Site> executeAt = attributes.required(XmlAttribute.EXECUTE_AT)
                .flatMap(text -> attributes.token(XmlAttribute.EXECUTE_AT, Site.class));
        readChildren(attributes, Map.of());
        name.ifPresent(methodName -> executeAt.ifPresent(site ->
                methods.add(new FacadeMethod(methodName, site, attributes.origin))));
    }

    /**
     * Reads up to the end of the current element, handing known children to their readers. A child that this element
     * does not allow but an enclosing one does (a sibling of this element or of an ancestor) most likely means this
     * element lacks its end tag: that is reported once, at this element, and the child is read where it belongs, so
     * that its own mistakes are reported too rather than swallowed.
     */
    private void readChildren(ElementAttributes parent, Map<String, ElementReader> children) throws XMLStreamException {
        OpenElement open = new OpenElement(parent, children);
        openElements.push(open);
        try {
            while (next() != XMLStreamConstants.END_ELEMENT) {
                switch (reader.getEventType()) {
                    case XMLStreamConstants.START_ELEMENT -> readChild(open);
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
                        if (!reader.getText().isBlank()) {
                            problem(origin(), "unexpected text '" + reader.getText().strip() + "' in "
                                    + parent.element.localName());
                        }
                    }
                    default -> {
                        // comments and processing instructions carry no configuration
                    }
                }
            }
        } finally {
            openElements.pop();
        }
    }

    private void readChild(OpenElement open) throws XMLStreamException {
        boolean ours = namespace.equals(reader.getNamespaceURI());
        ElementReader child = ours ? open.children().get(reader.getLocalName()) : null;
        if (child != null) {
            child.read();
            return;
        }
        Optional<ElementReader> enclosing = ours ? enclosingReader(reader.getLocalName()) : Optional.empty();
        if (enclosing.isEmpty()) {
            unknownElement(open.attributes().element, open.children().keySet());
            return;
        }
        if (!open.unclosedReported) {
            open.unclosedReported = true;
            ElementAttributes parent = open.attributes();
            String element = parent.element.localName();
            String at = origin() instanceof Origin.XmlLocation xml ? xml.line() + ":" + xml.column() : origin().toString();
            problem(parent.origin, parent.subject + " is not closed before '" + reader.getLocalName() + "' at " + at
                    + " (missing '/>' or '</" + element + ">'?)");
        }
        if (openElements.size() >= MAX_OPEN_ELEMENTS) {
            if (!tooDeepReported) {
                tooDeepReported = true;
                problem(origin(), "'" + reader.getLocalName() + "' is nested " + openElements.size() + " elements "
                        + "deep, inside unclosed elements; skipped with everything it holds (a descriptor nests at "
                        + "most 3 levels: outpost, facade, method)");
            }
            skipElement();
            return;
        }
        enclosing.get().read();
    }

    /** The reader an enclosing element has for a child of this name, the innermost first. */
    private Optional<ElementReader> enclosingReader(String localName) {
        return openElements.stream().skip(1)
                .map(open -> open.children().get(localName))
                .filter(Objects::nonNull)
                .findFirst();
    }

    private void unknownElement(XmlElement parent, Iterable<String> allowed) throws XMLStreamException {
        String name = reader.getLocalName();
        String elementNamespace = Objects.toString(reader.getNamespaceURI(), "");
        String where = elementNamespace.equals(namespace) ? "" : " of namespace '" + elementNamespace + "'";
        String expected = String.join(", ", allowed);
        problem(origin(), "unknown element '" + name + "'" + where + " in " + parent.localName() + "; allowed: "
                + (expected.isEmpty() ? "none" : expected));
        skipElement();
    }

    private void skipElement() throws XMLStreamException {
        int depth = 1;
        while (depth > 0) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    /** Advances the reader, remembering where the new event starts. */
    private int next() throws XMLStreamException {
        eventStart = currentLocation();
        return reader.next();
    }

    /** The start of the current event, or its end if the reader was handed over positioned on it. */
    private Origin origin() {
        return eventStart == null ? currentLocation() : eventStart;
    }

    private Origin currentLocation() {
        Location location = reader.getLocation();
        return Origin.xml(fileName, location.getLineNumber(), location.getColumnNumber());
    }

    private void problem(Origin origin, String message) {
        problems.add(new Problem(origin, message));
    }

    private void malformed(XMLStreamException e) {
        Location location = e.getLocation();
        Origin origin = location == null
                ? Origin.xml(fileName, 1, 1)
                : Origin.xml(fileName, location.getLineNumber(), location.getColumnNumber());
        String message = Objects.toString(e.getMessage(), e.toString());
        int detail = message.indexOf("Message: ");
        problem(origin, "malformed XML: " + (detail < 0 ? message : message.substring(detail + 9)).strip());
    }

    /** An element being read, with the readers of the children it allows. */
    private static final class OpenElement {

        private final ElementAttributes attributes;
        private final Map<String, ElementReader> children;
        private boolean unclosedReported;

        OpenElement(ElementAttributes attributes, Map<String, ElementReader> children) {
            this.attributes = attributes;
            this.children = children;
        }

        ElementAttributes attributes() {
            return attributes;
        }

        Map<String, ElementReader> children() {
            return children;
        }
    }

    /** Reads one child element; the reader is on its start element and must end on its end element. */
    @FunctionalInterface
    private interface ElementReader {
        void read() throws XMLStreamException;
    }

    /** The attributes of the element at hand, checked against what it allows; reports every problem it finds. */
    private final class ElementAttributes {

        private final XmlElement element;
        private final Origin origin;
        private final Map<XmlAttribute, String> values = new EnumMap<>(XmlAttribute.class);
        private final String subject;

        ElementAttributes(XmlElement element, Origin origin) {
            this(element, origin, "");
        }

        /**
         * @param within how the element's subject ends, naming the element it belongs to, e.g.
         *               {@code  of facade class 'a.F'}
         */
        ElementAttributes(XmlElement element, Origin origin, String within) {
            this.element = element;
            this.origin = origin;
            List<String> unknown = new ArrayList<>();
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                String attributeNamespace = Objects.toString(reader.getAttributeNamespace(i), "");
                String localName = reader.getAttributeLocalName(i);
                Optional<XmlAttribute> attribute = attributeNamespace.isEmpty()
                        ? XmlAttribute.forName(localName).filter(element::allows)
                        : Optional.empty();
                if (attribute.isPresent()) {
                    values.put(attribute.get(), reader.getAttributeValue(i));
                } else if (!XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI.equals(attributeNamespace)) {
                    String prefix = Objects.toString(reader.getAttributePrefix(i), "");
                    unknown.add(prefix.isEmpty() ? localName : prefix + ":" + localName);
                }
            }
            this.subject = element.key()
                    .filter(values::containsKey)
                    .map(key -> element.localName() + " " + key.localName() + " '" + values.get(key) + "'")
                    .orElse(element.localName()) + within;
            unknown.forEach(name -> problem(origin, subject + ": unknown attribute '" + name + "'; allowed: "
                    + element.allowedAttributes()));
        }

        /** The element's key attribute, required and checked: a failure is reported and yields empty. */
        Optional<String> key(BiFunction<String, String, String> check) {
            XmlAttribute key = element.key().orElseThrow();
            return required(key).flatMap(text -> converted(text, value -> check.apply(key.localName(), value)));
        }

        Optional<String> required(XmlAttribute attribute) {
            Optional<String> value = Optional.ofNullable(values.get(attribute));
            if (value.isEmpty()) {
                problem(origin, subject + " lacks the required attribute '" + attribute.localName() + "'");
            }
            return value;
        }

        <E extends Enum<E> & DescriptorToken> Optional<E> token(XmlAttribute attribute, Class<E> type) {
            return value(attribute, text -> DescriptorToken.of(type, text)
                    .orElseThrow(() -> new IllegalArgumentException(attribute.localName() + " '" + text
                            + "' is not one of " + String.join(", ", DescriptorToken.tokens(type)))));
        }

        /** A white-space separated list, each name checked; empty when absent or when a name fails. */
        List<String> names(XmlAttribute attribute, BiFunction<String, String, String> check) {
            return value(attribute, text -> {
                if (text.isBlank()) {
                    throw new IllegalArgumentException(attribute.localName() + " is empty; omit the attribute "
                            + "instead");
                }
                return Arrays.stream(text.strip().split("\\s+"))
                        .map(name -> check.apply(attribute.localName(), name))
                        .toList();
            }).orElse(List.of());
        }

        Optional<Duration> maxStaleness() {
            return value(XmlAttribute.MAX_STALENESS,
                    text -> AttributeValues.parsePositiveDuration(XmlAttribute.MAX_STALENESS.localName(), text));
        }

        /** Converts an optional attribute; a conversion failure is reported with its message and yields empty. */
        <T> Optional<T> value(XmlAttribute attribute, Function<String, T> conversion) {
            return Optional.ofNullable(values.get(attribute)).flatMap(text -> converted(text, conversion));
        }

        private <T> Optional<T> converted(String text, Function<String, T> conversion) {
            try {
                return Optional.of(conversion.apply(text));
            } catch (IllegalArgumentException e) {
                problem(origin, subject + ": " + e.getMessage());
                return Optional.empty();
            }
        }
    }
}
