// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.math.BigDecimal;

/** An item in its product's list: id, the attribute that tells it from its siblings, list price. */
public record ItemSummary(String id, String attribute, BigDecimal listPrice) implements Serializable {
}
