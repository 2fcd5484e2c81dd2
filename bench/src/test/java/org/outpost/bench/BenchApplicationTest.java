// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;

import org.jboss.shrinkwrap.api.Node;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.outpost.bench.app.Item;

class BenchApplicationTest {

    @Test
    void theEarHoldsTheEntityItsUnitTheServletAndAnAsyncDescriptor() throws Exception {
        EnterpriseArchive ear = BenchApplication.archive();
        assertEquals("outpost-bench.ear", ear.getName());

        JavaArchive ejb = ear.getAsType(JavaArchive.class, "bench-ejb.jar");
        assertNotNull(ejb.get("org/outpost/bench/app/Item.class"));
        assertNotNull(ejb.get("org/outpost/bench/app/ItemFacade.class"));
        assertTrue(text(ejb.get("META-INF/persistence.xml")).contains("<class>org.outpost.bench.app.Item</class>"));

        WebArchive web = ear.getAsType(WebArchive.class, "bench.war");
        assertNotNull(web.get("WEB-INF/classes/org/outpost/bench/app/ItemServlet.class"));

        String descriptor = text(ear.get("META-INF/outpost.xml"));
        assertTrue(descriptor.contains("class=\"org.outpost.bench.app.Item\" update=\"async\""), descriptor);

        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        ear.as(ZipExporter.class).exportTo(zip);
        assertTrue(zip.size() > 0);
    }

    @Test
    void itemIsSerializableForTheJavaSerializationComparison() {
        assertTrue(Serializable.class.isAssignableFrom(Item.class));
    }

    private static String text(Node node) throws Exception {
        assertNotNull(node);
        try (InputStream in = node.getAsset().openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
