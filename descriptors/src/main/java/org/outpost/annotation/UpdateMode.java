// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

/**
 * How changes of a replicated entity reach the edges.
 */
public enum UpdateMode implements DescriptorToken {
    /** The writer never waits; edges apply the change as soon as it arrives. The default. */
    ASYNC("async"),
    /** The writer's commit returns only once every connected edge has applied the change. */
    SYNC("sync"),
    /** Only keys travel; an edge refetches the entity from main on its next read. */
    INVALIDATE("invalidate");

    private final String token;

    UpdateMode(String token) {
        this.token = token;
    }

    @Override
    public String token() {
        return token;
    }
}
