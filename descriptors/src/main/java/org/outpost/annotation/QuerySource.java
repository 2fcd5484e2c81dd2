// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

/**
 * Where the result of a cacheable query is computed.
 */
public enum QuerySource implements DescriptorToken {
    /** Evaluated on the edge's replica store. The default. */
    EDGE("edge"),
    /** Evaluated on main; the result is cached at the edge. */
    MAIN("main");

    private final String token;

    QuerySource(String token) {
        this.token = token;
    }

    @Override
    public String token() {
        return token;
    }
}
