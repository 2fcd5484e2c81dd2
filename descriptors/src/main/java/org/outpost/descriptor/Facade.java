// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.Site;

/**
 * An EJB whose business methods run at a chosen site ({@code <facade>} or {@code @ExecuteAt}).
 *
 * @param className the bean class, the key of this element
 * @param executeAt where methods not listed run; empty means {@link #DEFAULT_SITE}
 * @param methods   the methods with their own site
 * @param origin    where it was declared
 */
public record Facade(String className, Optional<Site> executeAt, List<FacadeMethod> methods, Origin origin) {

    /** Where methods run when neither the method nor the façade says. */
    public static final Site DEFAULT_SITE = Site.EDGE;

    /** Checks the components and copies {@code methods}. */
    public Facade {
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(executeAt, "executeAt");
        methods = List.copyOf(methods);
        Objects.requireNonNull(origin, "origin");
    }

    /**
     * Returns where a business method of this bean runs: its own site, else the façade's, else {@link #DEFAULT_SITE}.
     *
     * @param methodName the method name
     * @return the site
     */
    public Site siteOf(String methodName) {
        return method(methodName)
                .map(FacadeMethod::executeAt)
                .orElseGet(() -> executeAt.orElse(DEFAULT_SITE));
    }

    /**
     * Returns the method declared under a name.
     *
     * @param methodName the method name
     * @return the method, empty if this façade does not list it
     */
    public Optional<FacadeMethod> method(String methodName) {
        return methods.stream().filter(method -> method.name().equals(methodName)).findFirst();
    }

    Facade canonical() {
        return new Facade(className, executeAt,
                methods.stream()
                        .map(method -> method.withOrigin(Origin.unspecified()))
                        .sorted(Comparator.comparing(FacadeMethod::name))
                        .toList(),
                Origin.unspecified());
    }
}
