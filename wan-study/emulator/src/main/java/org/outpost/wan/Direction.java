// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

/** The two directions of a link: client to server (where the link's clients connect) and back. */
public enum Direction {
    CLIENT_TO_SERVER("c2s"),
    SERVER_TO_CLIENT("s2c");

    final String shortName;

    Direction(String shortName) {
        this.shortName = shortName;
    }
}
