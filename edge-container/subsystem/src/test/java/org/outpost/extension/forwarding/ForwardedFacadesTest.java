// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.Site;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.server.Failures;

/** Which methods forward, and which policy a deployment's requests follow. */
class ForwardedFacadesTest {

    @Test
    void aFacadeForwardsItsMainMethodsAndAMainFacadeAllButItsEdgeMethods() {
        ForwardedFacades facades = ForwardedFacades.of(descriptor(
                facade("x.Bids", Optional.empty(), method("placeBid", Site.MAIN), method("list", Site.EDGE)),
                facade("x.Users", Optional.of(Site.MAIN), method("login", Site.EDGE)),
                facade("x.Search", Optional.of(Site.EDGE), method("find", Site.EDGE)),
                facade("x.Items", Optional.empty())));

        assertEquals(Set.of("x.Bids", "x.Users"), facades.classes());
        assertTrue(facades.forwards("x.Bids", "placeBid"));
        assertFalse(facades.forwards("x.Bids", "list"));
        assertFalse(facades.forwards("x.Bids", "unlisted"), "a façade's default site is the edge");
        assertTrue(facades.forwards("x.Users", "register"));
        assertFalse(facades.forwards("x.Users", "login"));
        assertFalse(facades.forwards("x.Search", "find"));
        assertFalse(facades.forwards("x.Other", "placeBid"));
        assertTrue(ForwardedFacades.of(descriptor(facade("x.Search", Optional.of(Site.EDGE)))).isEmpty());
    }

    @Test
    void parameterTypesTravelByNameAndLoadBack() throws Exception {
        Class<?>[] types = {long.class, int[].class, String.class, String[].class, boolean.class};
        String[] names = ParameterTypes.names(types);
        assertEquals(List.of("long", "[I", "java.lang.String", "[Ljava.lang.String;", "boolean"), List.of(names));
        for (int i = 0; i < types.length; i++) {
            assertEquals(types[i], ParameterTypes.load(names[i], getClass().getClassLoader()));
        }
    }

    @Test
    void aFailureReasonChainsTheCausesWithoutRepeats() {
        Exception failure = new IllegalStateException("call failed: java.net.ConnectException: refused",
                new java.io.IOException("java.net.ConnectException: refused", new java.net.ConnectException("refused")));
        assertEquals("IllegalStateException: call failed: java.net.ConnectException: refused", Failures.reason(failure));
        assertEquals("RuntimeException: outer <- ConnectException: inner",
                Failures.reason(new RuntimeException("outer", new java.net.ConnectException("inner"))));
    }

    static OutpostDescriptor descriptor(Facade... facades) {
        return new OutpostDescriptor(List.of(), List.of(), List.of(facades));
    }

    static Facade facade(String className, Optional<Site> site, FacadeMethod... methods) {
        return new Facade(className, site, List.of(methods), Origin.unspecified());
    }

    static FacadeMethod method(String name, Site site) {
        return new FacadeMethod(name, site, Origin.unspecified());
    }
}
