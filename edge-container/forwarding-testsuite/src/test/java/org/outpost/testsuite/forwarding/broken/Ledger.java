// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.broken;

/** Not a session bean: its methods cannot be forwarded. */
public class Ledger {

    public long balance() {
        return 0;
    }
}
