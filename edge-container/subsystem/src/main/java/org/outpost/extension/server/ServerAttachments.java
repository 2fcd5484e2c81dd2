// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.util.function.Supplier;

import org.jboss.as.server.deployment.AttachmentKey;

/**
 * What the server part of the subsystem attaches to a top-level deployment unit.
 */
public final class ServerAttachments {

    /** This server's Outpost, available from the DEPENDENCIES phase on ({@link OutpostServerDependencyProcessor}). */
    public static final AttachmentKey<Supplier<OutpostServer>> SERVER = AttachmentKey.create(Supplier.class);

    private ServerAttachments() {
    }
}
