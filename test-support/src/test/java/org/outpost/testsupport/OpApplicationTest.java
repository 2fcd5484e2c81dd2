// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.PrintWriter;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;

class OpApplicationTest {

    private static final OpApplication APP = new OpApplication("shop.ear", "shop.war", ShopServlet.class);

    @Test
    void theEarHoldsTheModulesAndTheBasesTheirClassesExtend() {
        EnterpriseArchive ear = APP.archive(ShrinkWrap.create(JavaArchive.class, "shop-ejb.jar"), "outpost-test.xml");
        assertEquals("shop.ear", ear.getName());
        assertNotNull(ear.get("META-INF/outpost.xml"));
        assertNotNull(ear.getAsType(JavaArchive.class, "shop-ejb.jar").get("org/outpost/testsupport/EntityFacade.class"));
        WebArchive web = ear.getAsType(WebArchive.class, "shop.war");
        assertNotNull(web.get("WEB-INF/classes/org/outpost/testsupport/OpServlet.class"));
        assertNotNull(web.get("WEB-INF/classes/org/outpost/testsupport/OpApplicationTest$ShopServlet.class"));
    }

    @Test
    void theClientsPathIsTheContextRootAndTheServletsMapping() {
        assertEquals("/shop/orders", APP.path());
        IllegalArgumentException unmapped = assertThrows(IllegalArgumentException.class,
                () -> new OpApplication("shop.ear", "shop.war", UnmappedServlet.class).path());
        assertEquals(UnmappedServlet.class.getName() + " must be mapped to one path with @WebServlet", unmapped.getMessage());
    }

    @WebServlet("/orders")
    static class ShopServlet extends OpServlet {
        private static final long serialVersionUID = 1L;

        @Override
        protected void perform(String op, HttpServletRequest request, PrintWriter out) {
            throw unknown(op);
        }
    }

    static class UnmappedServlet extends ShopServlet {
        private static final long serialVersionUID = 1L;
    }
}
