// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import org.jboss.as.server.deployment.AttachmentKey;

/**
 * What forwarding attaches to a top-level deployment unit.
 */
final class ForwardingAttachments {

    /** The façades that forward something, when the deployment has any. */
    static final AttachmentKey<ForwardedFacades> FACADES = AttachmentKey.create(ForwardedFacades.class);

    /** On an edge, the deployment's way to main's gateways. */
    static final AttachmentKey<MainGateways> GATEWAYS = AttachmentKey.create(MainGateways.class);

    private ForwardingAttachments() {
    }
}
