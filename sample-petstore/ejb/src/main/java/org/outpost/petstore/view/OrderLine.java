// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;

/** What a customer orders of one item. */
public record OrderLine(String itemId, int quantity) implements Serializable {
}
