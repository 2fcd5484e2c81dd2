// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import jakarta.servlet.annotation.WebServlet;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/**
 * A small application driven over HTTP by the {@code op} parameter: an EAR {@code ear} of an EJB module (its entities,
 * persistence unit and façade, given by the caller), a web module {@code war} holding {@code servlet}, and
 * {@code META-INF/outpost.xml}; and {@link OpClient}s of its servlet.
 *
 * @param ear     the EAR's name, which is the deployment's name
 * @param war     the web module's name; without {@code .war} it is the context root
 * @param servlet the application's {@link OpServlet}, whose {@code @WebServlet} mapping completes the path
 */
public record OpApplication(String ear, String war, Class<? extends OpServlet> servlet) {

    /**
     * The EAR: {@code ejb} (to which {@link EntityFacade} is added, for façades that extend it), the web module with the
     * servlet and {@link OpServlet}, and the class-path resource {@code descriptor} as {@code META-INF/outpost.xml}.
     */
    public EnterpriseArchive archive(JavaArchive ejb, String descriptor) {
        WebArchive web = ShrinkWrap.create(WebArchive.class, this.war).addClasses(OpServlet.class, this.servlet);
        return ShrinkWrap.create(EnterpriseArchive.class, this.ear)
                .addAsModules(ejb.addClass(EntityFacade.class), web)
                .addAsManifestResource(descriptor, "outpost.xml");
    }

    /** A client, without cookies, of the servlet on {@code server}. */
    public OpClient client(WildFlyServer server) {
        return OpClient.of(server, path());
    }

    /** {@code /<context root>/<servlet mapping>}. */
    String path() {
        WebServlet mapping = this.servlet.getAnnotation(WebServlet.class);
        String[] patterns = mapping == null ? new String[0] : mapping.value().length > 0 ? mapping.value() : mapping.urlPatterns();
        if (patterns.length != 1) {
            throw new IllegalArgumentException(this.servlet.getName() + " must be mapped to one path with @WebServlet");
        }
        return "/" + this.war.replaceFirst("\\.war$", "") + patterns[0];
    }
}
