// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.util.Optional;

import org.wildfly.security.credential.source.CredentialSource;
import org.wildfly.service.descriptor.NullaryServiceDescriptor;

/**
 * The running Outpost of one server: its configuration and the credentials an edge uses to reach main.
 * Other Outpost services obtain it through the {@code org.outpost.server} capability.
 *
 * @param configuration the subsystem's resolved settings
 * @param brokerCredentials the source of the broker password, absent when none is configured
 */
public record OutpostServer(OutpostConfiguration configuration, Optional<CredentialSource> brokerCredentials) {

    /** Describes the service that provides this server's {@code OutpostServer}. */
    public static final NullaryServiceDescriptor<OutpostServer> SERVICE_DESCRIPTOR = NullaryServiceDescriptor.of("org.outpost.server", OutpostServer.class);

    public OutpostServer(OutpostConfiguration configuration, CredentialSource brokerCredentials) {
        this(configuration, Optional.ofNullable(brokerCredentials));
    }
}
