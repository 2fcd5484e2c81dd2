// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Objects;

import org.outpost.annotation.Site;

/**
 * Where one business method of a {@link Facade} runs ({@code <method>} or {@code @ExecuteAt} on a method).
 *
 * @param name      the method name, the key of this element within its façade; all overloads share it
 * @param executeAt where the method runs
 * @param origin    where it was declared
 */
public record FacadeMethod(String name, Site executeAt, Origin origin) {

    /** Checks the components. */
    public FacadeMethod {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(executeAt, "executeAt");
        Objects.requireNonNull(origin, "origin");
    }

    FacadeMethod withOrigin(Origin newOrigin) {
        return new FacadeMethod(name, executeAt, newOrigin);
    }
}
