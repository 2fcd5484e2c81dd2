// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import java.net.URL;
import java.util.Arrays;
import java.util.Optional;

/**
 * The versions of the Outpost deployment descriptor language, each with its namespace and XSD.
 */
public enum DeploymentSchema {
    /** Version 1.0. */
    VERSION_1_0("urn:outpost:deployment:1.0", "schema/outpost-deployment_1_0.xsd");

    /** The version the writer produces. */
    public static final DeploymentSchema CURRENT = VERSION_1_0;

    /** The local name of the root element, in every version. */
    public static final String ROOT_ELEMENT = "outpost";

    private final String namespace;
    private final String schemaResource;

    DeploymentSchema(String namespace, String schemaResource) {
        this.namespace = namespace;
        this.schemaResource = schemaResource;
    }

    /**
     * Returns the XML namespace of this version.
     *
     * @return the namespace URI, e.g. {@code urn:outpost:deployment:1.0}
     */
    public String namespace() {
        return namespace;
    }

    /**
     * Returns the class path resource name of this version's XSD.
     *
     * @return the resource name, e.g. {@code schema/outpost-deployment_1_0.xsd}
     */
    public String schemaResource() {
        return schemaResource;
    }

    /**
     * Returns the location of this version's XSD on the class path of this module.
     *
     * @return the XSD
     */
    public URL schemaUrl() {
        return DeploymentSchema.class.getClassLoader().getResource(schemaResource);
    }

    /**
     * Finds the version with a namespace.
     *
     * @param namespace a namespace URI, may be {@code null}
     * @return the version, empty if the namespace is not an Outpost deployment namespace
     */
    public static Optional<DeploymentSchema> forNamespace(String namespace) {
        return Arrays.stream(values()).filter(schema -> schema.namespace.equals(namespace)).findFirst();
    }

    /**
     * Returns the namespaces of all versions, for messages.
     *
     * @return the namespaces separated by {@code ", "}
     */
    static String supportedNamespaces() {
        return String.join(", ", Arrays.stream(values()).map(DeploymentSchema::namespace).toList());
    }
}
