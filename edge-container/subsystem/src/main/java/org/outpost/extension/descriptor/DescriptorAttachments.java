// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import org.jboss.as.server.deployment.AttachmentKey;
import org.jboss.as.server.deployment.AttachmentList;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * What Outpost attaches to a deployment unit.
 */
public final class DescriptorAttachments {

    /** The {@code outpost} element of the unit's {@code jboss-all.xml}, if any. */
    public static final AttachmentKey<ParsedDescriptor> JBOSS_ALL_DESCRIPTOR = AttachmentKey.create(ParsedDescriptor.class);

    /** Every Outpost descriptor found in this unit (its own files and its {@code jboss-all.xml} element). */
    static final AttachmentKey<AttachmentList<ParsedDescriptor>> PARSED_DESCRIPTORS = AttachmentKey.createList(ParsedDescriptor.class);

    /** The validated, merged descriptor of a top-level deployment. */
    public static final AttachmentKey<OutpostDescriptor> EFFECTIVE_DESCRIPTOR = AttachmentKey.create(OutpostDescriptor.class);

    private DescriptorAttachments() {
    }
}
