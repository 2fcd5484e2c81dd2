// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The elements of the descriptor language with the attributes each allows. */
enum XmlElement {
    OUTPOST(DeploymentSchema.ROOT_ELEMENT, null),
    REPLICATED_ENTITY("replicated-entity", XmlAttribute.CLASS,
            XmlAttribute.CLASS, XmlAttribute.UPDATE, XmlAttribute.FIELDS,
            XmlAttribute.MAX_STALENESS, XmlAttribute.WHEN_DISCONNECTED),
    CACHEABLE_QUERY("cacheable-query", XmlAttribute.NAME, XmlAttribute.NAME, XmlAttribute.SOURCE, XmlAttribute.REFRESH,
            XmlAttribute.INVALIDATED_BY, XmlAttribute.MAX_ENTRIES, XmlAttribute.MAX_STALENESS,
            XmlAttribute.WHEN_DISCONNECTED),
    FACADE("facade", XmlAttribute.CLASS, XmlAttribute.CLASS, XmlAttribute.EXECUTE_AT),
    METHOD("method", XmlAttribute.NAME, XmlAttribute.NAME, XmlAttribute.EXECUTE_AT);

    private final String localName;
    private final XmlAttribute key;
    private final List<XmlAttribute> attributes;

    /**
     * @param key        the required attribute that identifies the element, {@code null} for the root
     * @param attributes every attribute the element allows
     */
    XmlElement(String localName, XmlAttribute key, XmlAttribute... attributes) {
        this.localName = localName;
        this.key = key;
        this.attributes = List.of(attributes);
    }

    String localName() {
        return localName;
    }

    Optional<XmlAttribute> key() {
        return Optional.ofNullable(key);
    }

    boolean allows(XmlAttribute attribute) {
        return attributes.contains(attribute);
    }

    String allowedAttributes() {
        return attributes.isEmpty()
                ? "none"
                : attributes.stream().map(XmlAttribute::localName).collect(Collectors.joining(", "));
    }
}
