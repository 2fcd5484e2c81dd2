// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.util.Locale;

/**
 * What a server is in an Outpost topology: the one place data is written, or a server near users.
 */
public enum Role {
    MAIN,
    EDGE;

    /** The value as it appears in the management model and XML. */
    public String token() {
        return this.name().toLowerCase(Locale.ROOT);
    }

    static Role of(String token) {
        return valueOf(token.toUpperCase(Locale.ROOT));
    }
}
