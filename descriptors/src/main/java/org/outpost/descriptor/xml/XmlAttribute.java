// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.util.Arrays;
import java.util.Optional;

/** The attributes of the descriptor language. */
enum XmlAttribute {
    CLASS("class"),
    UPDATE("update"),
    FIELDS("fields"),
    MAX_STALENESS("max-staleness"),
    WHEN_DISCONNECTED("when-disconnected"),
    NAME("name"),
    SOURCE("source"),
    REFRESH("refresh"),
    INVALIDATED_BY("invalidated-by"),
    MAX_ENTRIES("max-entries"),
    EXECUTE_AT("execute-at");

    private final String localName;

    XmlAttribute(String localName) {
        this.localName = localName;
    }

    String localName() {
        return localName;
    }

    static Optional<XmlAttribute> forName(String localName) {
        return Arrays.stream(values()).filter(attribute -> attribute.localName.equals(localName)).findFirst();
    }
}
