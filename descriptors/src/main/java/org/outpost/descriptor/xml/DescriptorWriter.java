// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.outpost.annotation.DescriptorToken;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * Writes a descriptor as canonical XML of the {@linkplain DeploymentSchema#CURRENT current} version: elements sorted
 * by key, only attributes that differ from their default, always the same text for descriptors that are
 * {@linkplain OutpostDescriptor#sameAs the same}. {@link DescriptorParser} reads it back to an equal descriptor.
 */
public final class DescriptorWriter {

    private static final String INDENT = "    ";

    private final StringBuilder xml = new StringBuilder();

    private DescriptorWriter() {
    }

    /**
     * Returns the canonical XML of a descriptor.
     *
     * @param descriptor the descriptor; origins are ignored
     * @return a complete XML document ending with a line break
     */
    public static String toXml(OutpostDescriptor descriptor) {
        OutpostDescriptor canonical = descriptor.canonical();
        DescriptorWriter writer = new DescriptorWriter();
        writer.xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        writer.xml.append('<').append(XmlElement.OUTPOST.localName());
        writer.attribute("xmlns", DeploymentSchema.CURRENT.namespace());
        if (canonical.isEmpty()) {
            writer.xml.append("/>\n");
        } else {
            writer.xml.append(">\n");
            canonical.replicatedEntities().forEach(writer::replicatedEntity);
            canonical.cacheableQueries().forEach(writer::cacheableQuery);
            canonical.facades().forEach(writer::facade);
            writer.xml.append("</").append(XmlElement.OUTPOST.localName()).append(">\n");
        }
        return writer.xml.toString();
    }

    private void replicatedEntity(ReplicatedEntity entity) {
        start(1, XmlElement.REPLICATED_ENTITY);
        attribute(XmlAttribute.CLASS, entity.className());
        token(XmlAttribute.UPDATE, entity.update(), ReplicatedEntity.DEFAULT_UPDATE);
        names(XmlAttribute.FIELDS, entity.fields());
        staleness(entity.maxStaleness(), entity.whenDisconnected());
        xml.append("/>\n");
    }

    private void cacheableQuery(CacheableQuery query) {
        start(1, XmlElement.CACHEABLE_QUERY);
        attribute(XmlAttribute.NAME, query.name());
        token(XmlAttribute.SOURCE, query.source(), CacheableQuery.DEFAULT_SOURCE);
        token(XmlAttribute.REFRESH, query.refresh(), CacheableQuery.DEFAULT_REFRESH);
        names(XmlAttribute.INVALIDATED_BY, query.invalidatedBy());
        if (query.maxEntries() != CacheableQuery.DEFAULT_MAX_ENTRIES) {
            attribute(XmlAttribute.MAX_ENTRIES, Integer.toString(query.maxEntries()));
        }
        staleness(query.maxStaleness(), query.whenDisconnected());
        xml.append("/>\n");
    }

    private void staleness(Optional<Duration> maxStaleness, Optional<DisconnectedPolicy> whenDisconnected) {
        maxStaleness.ifPresent(duration -> attribute(XmlAttribute.MAX_STALENESS, duration.toString()));
        token(XmlAttribute.WHEN_DISCONNECTED, whenDisconnected);
    }

    private void facade(Facade facade) {
        start(1, XmlElement.FACADE);
        attribute(XmlAttribute.CLASS, facade.className());
        token(XmlAttribute.EXECUTE_AT, facade.executeAt());
        if (facade.methods().isEmpty()) {
            xml.append("/>\n");
            return;
        }
        xml.append(">\n");
        facade.methods().forEach(this::method);
        xml.append(INDENT).append("</").append(XmlElement.FACADE.localName()).append(">\n");
    }

    private void method(FacadeMethod method) {
        start(2, XmlElement.METHOD);
        attribute(XmlAttribute.NAME, method.name());
        token(XmlAttribute.EXECUTE_AT, Optional.of(method.executeAt()));
        xml.append("/>\n");
    }

    private void start(int depth, XmlElement element) {
        xml.append(INDENT.repeat(depth)).append('<').append(element.localName());
    }

    private void token(XmlAttribute attribute, DescriptorToken value, DescriptorToken defaultValue) {
        token(attribute, Optional.of(value).filter(token -> token != defaultValue));
    }

    private void token(XmlAttribute attribute, Optional<? extends DescriptorToken> value) {
        value.ifPresent(token -> attribute(attribute, token.token()));
    }

    private void names(XmlAttribute attribute, List<String> names) {
        if (!names.isEmpty()) {
            attribute(attribute, String.join(" ", names));
        }
    }

    private void attribute(XmlAttribute attribute, String value) {
        attribute(attribute.localName(), value);
    }

    private void attribute(String name, String value) {
        xml.append(' ').append(name).append("=\"");
        value.codePoints().forEach(this::escaped);
        xml.append('"');
    }

    private void escaped(int codePoint) {
        switch (codePoint) {
            case '&' -> xml.append("&amp;");
            case '<' -> xml.append("&lt;");
            case '>' -> xml.append("&gt;");
            case '"' -> xml.append("&quot;");
            case '\t' -> xml.append("&#9;");
            case '\n' -> xml.append("&#10;");
            case '\r' -> xml.append("&#13;");
            default -> xml.appendCodePoint(codePoint);
        }
    }
}
