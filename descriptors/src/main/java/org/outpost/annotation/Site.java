// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

/**
 * Where an EJB business method runs.
 */
public enum Site implements DescriptorToken {
    /** On main, next to the database: the call is forwarded from an edge. */
    MAIN("main"),
    /** On the server that received the call. */
    EDGE("edge");

    private final String token;

    Site(String token) {
        this.token = token;
    }

    @Override
    public String token() {
        return token;
    }
}
