// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

/**
 * What an edge does with a read of a replicated entity while it has lost the change stream from main.
 */
public enum DisconnectedPolicy implements DescriptorToken {
    /** Serve the replica as it is, however stale. */
    SERVE_STALE("serve-stale"),
    /** Forward the read to main instead of serving a replica that may be stale. */
    FORWARD("forward"),
    /** Fail the read at once. */
    FAIL("fail");

    private final String token;

    DisconnectedPolicy(String token) {
        this.token = token;
    }

    @Override
    public String token() {
        return token;
    }
}
