// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import java.util.List;

import org.jboss.as.controller.persistence.xml.ResourceXMLParticleFactory;
import org.jboss.as.controller.persistence.xml.SubsystemResourceRegistrationXMLElement;
import org.jboss.as.controller.persistence.xml.SubsystemResourceXMLSchema;
import org.jboss.as.controller.xml.IntVersionSchema;
import org.jboss.as.controller.xml.VersionedNamespace;
import org.jboss.as.controller.xml.XMLCardinality;
import org.jboss.staxmapper.IntVersion;

/**
 * XML schema versions of the {@code outpost} subsystem ({@code urn:outpost:subsystem:MAJOR.MINOR});
 * each version has its XSD under {@code schema/} and a test configuration of its own.
 */
enum OutpostSubsystemSchema implements SubsystemResourceXMLSchema<OutpostSubsystemSchema> {
    VERSION_1_0(1, 0),
    ;
    static final OutpostSubsystemSchema CURRENT = VERSION_1_0;

    private final ResourceXMLParticleFactory factory = ResourceXMLParticleFactory.newInstance(this);
    private final VersionedNamespace<IntVersion, OutpostSubsystemSchema> namespace;

    OutpostSubsystemSchema(int major, int minor) {
        this.namespace = IntVersionSchema.createURN(List.of("outpost", "subsystem"), new IntVersion(major, minor));
    }

    @Override
    public VersionedNamespace<IntVersion, OutpostSubsystemSchema> getNamespace() {
        return this.namespace;
    }

    @Override
    public SubsystemResourceRegistrationXMLElement getSubsystemXMLElement() {
        return this.factory.subsystemElement(OutpostSubsystemResourceDefinitionRegistrar.REGISTRATION)
                .addAttributes(OutpostSubsystemResourceDefinitionRegistrar.XML_ATTRIBUTES)
                .withContent(this.factory.sequence().withCardinality(XMLCardinality.Single.OPTIONAL)
                        .addElement(OutpostSubsystemResourceDefinitionRegistrar.BROKER_CREDENTIAL_REFERENCE).build())
                .build();
    }
}
