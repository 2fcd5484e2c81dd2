// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;

import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.jbossallxml.JBossAllXMLParser;
import org.jboss.staxmapper.XMLExtendedStreamReader;
import org.outpost.descriptor.xml.DeploymentSchema;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * Reads the {@code outpost} element of a deployment's {@code META-INF/jboss-all.xml}.
 */
public final class JBossAllDescriptorParser implements JBossAllXMLParser<ParsedDescriptor> {

    public static final QName ROOT_ELEMENT = new QName(DeploymentSchema.CURRENT.namespace(), DeploymentSchema.ROOT_ELEMENT);

    @Override
    public ParsedDescriptor parse(XMLExtendedStreamReader reader, DeploymentUnit unit) throws XMLStreamException {
        return DescriptorParser.parseElement(reader, DeploymentFileNames.of(unit, "META-INF/jboss-all.xml"));
    }
}
