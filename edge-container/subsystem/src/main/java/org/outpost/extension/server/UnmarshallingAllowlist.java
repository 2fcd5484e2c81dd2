// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.util.Arrays;

/**
 * Whether main refuses to unmarshal classes it does not expect in EJB invocations, the way forwarded calls reach it:
 * WildFly's EJB endpoints resolve each class of an invocation's arguments through the filter spec of the system
 * property {@value #PROPERTY} (read once, when the {@code ejb3} subsystem starts). A spec with at least one accepting
 * element (e.g. {@code java.lang.*;java.util.*;com.example.app.**}) refuses every class it does not accept; without
 * one, WildFly only refuses a short list of known gadget classes, so a gadget of any other library an application
 * ships would run on main. See {@code docs/install.md}, "No Java deserialization of what edges send".
 */
public final class UnmarshallingAllowlist {

    /** WildFly's filter spec for classes unmarshalled by its EJB endpoints (remoting and HTTP). */
    public static final String PROPERTY = "jboss.experimental.ejb.unmarshalling.filter.spec";
    /** Turns WildFly's filter off altogether. */
    static final String DISABLED_PROPERTY = "jboss.ejb.unmarshalling.filter.disabled";

    private UnmarshallingAllowlist() {
    }

    /** Logs a warning when this JVM's EJB endpoints unmarshal classes no allowlist accepts. */
    public static void warnIfAbsent() {
        if (!allowlists(System.getProperty(PROPERTY), Boolean.getBoolean(DISABLED_PROPERTY))) {
            OutpostLogger.ROOT_LOGGER.noUnmarshallingAllowlist(PROPERTY);
        }
    }

    /** Whether {@code spec} (null when unset) names a class or package to accept, and the filter is on. */
    static boolean allowlists(String spec, boolean disabled) {
        return !disabled && spec != null
                && Arrays.stream(spec.split(";")).map(String::strip).anyMatch(element -> !element.isEmpty()
                        && !element.startsWith("!") && !element.contains("=") && !element.contains("/"));
    }
}
