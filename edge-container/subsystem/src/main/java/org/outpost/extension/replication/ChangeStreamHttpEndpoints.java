// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.List;

import org.outpost.changestream.http.ChangeStreamPaths;
import org.wildfly.extension.undertow.Host;
import org.wildfly.security.auth.server.SecurityDomain;
import org.wildfly.subsystem.service.ResourceServiceInstaller;
import org.wildfly.subsystem.service.ServiceDependency;
import org.wildfly.subsystem.service.ServiceInstaller;

/**
 * Registers main's replay and snapshot endpoints ({@link ChangeStreamHttpHandler}) on Undertow's default host, the
 * one the edges' {@code main-url} points at, while the subsystem runs with role {@code main}.
 */
public final class ChangeStreamHttpEndpoints {

    /** Undertow server and host serving the endpoints. */
    static final String SERVER = "default-server";
    static final String HOST = "default-host";
    /** The security domain that authenticates edges: the one of WildFly's application users. */
    static final String SECURITY_DOMAIN_CAPABILITY = "org.wildfly.security.security-domain";
    static final String SECURITY_DOMAIN = "ApplicationDomain";

    private ChangeStreamHttpEndpoints() {
    }

    public static ResourceServiceInstaller installer(ReplicationStreams streams) {
        ServiceDependency<Host> host = ServiceDependency.on(Host.SERVICE_DESCRIPTOR, SERVER, HOST);
        ServiceDependency<SecurityDomain> domain = ServiceDependency.on(SECURITY_DOMAIN_CAPABILITY, SecurityDomain.class, SECURITY_DOMAIN);
        return ServiceInstaller.builder(
                        () -> host.get().registerHandler(ChangeStreamPaths.BASE, new ChangeStreamHttpHandler(streams, domain.get())),
                        () -> host.get().unregisterHandler(ChangeStreamPaths.BASE))
                .requires(List.of(host, domain))
                .build();
    }
}
