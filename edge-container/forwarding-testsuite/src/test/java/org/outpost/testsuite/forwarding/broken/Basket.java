// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.broken;

import jakarta.ejb.Stateful;

/** A stateful bean: its conversational state cannot follow its calls to main. */
@Stateful
public class Basket {

    private int items;

    public int add() {
        return ++this.items;
    }
}
