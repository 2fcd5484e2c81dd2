// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.outpost.annotation.Site;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * The façades of a deployment that run some business methods on main, from its effective descriptor: which bean
 * classes forward, and which of their methods ({@link Facade#siteOf}). Main checks every forwarded call against it; an
 * edge intercepts exactly these methods.
 */
public final class ForwardedFacades {

    private final Map<String, Facade> byClass;

    private ForwardedFacades(Map<String, Facade> byClass) {
        this.byClass = byClass;
    }

    /** The façades of {@code descriptor} with at least one method, or the façade as a whole, at main. */
    public static ForwardedFacades of(OutpostDescriptor descriptor) {
        Map<String, Facade> byClass = new TreeMap<>();
        for (Facade facade : descriptor.facades()) {
            boolean forwards = facade.executeAt().orElse(Facade.DEFAULT_SITE) == Site.MAIN
                    || facade.methods().stream().map(FacadeMethod::executeAt).anyMatch(Site.MAIN::equals);
            if (forwards) {
                byClass.put(facade.className(), facade);
            }
        }
        return new ForwardedFacades(Map.copyOf(byClass));
    }

    public boolean isEmpty() {
        return this.byClass.isEmpty();
    }

    /** The façade of a bean class when it forwards anything. */
    public Optional<Facade> of(String beanClass) {
        return Optional.ofNullable(this.byClass.get(beanClass));
    }

    /** Whether a business method of a bean class runs on main. */
    public boolean forwards(String beanClass, String methodName) {
        Facade facade = this.byClass.get(beanClass);
        return facade != null && facade.siteOf(methodName) == Site.MAIN;
    }

    /** The bean classes that forward, sorted. */
    public java.util.Set<String> classes() {
        return new java.util.TreeSet<>(this.byClass.keySet());
    }
}
