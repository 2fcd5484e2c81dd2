// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

/**
 * What happens to a cached query result when an entity it depends on changes.
 */
public enum RefreshMode implements DescriptorToken {
    /** The result is recomputed and replaced. The default. */
    PUSH("push"),
    /** The result is evicted and recomputed on the next execution. */
    INVALIDATE("invalidate");

    private final String token;

    RefreshMode(String token) {
        this.token = token;
    }

    @Override
    public String token() {
        return token;
    }
}
