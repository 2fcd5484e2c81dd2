// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;

/** A product in a list (Category, Search): id, name and description. */
public record ProductSummary(String id, String name, String description) implements Serializable {
}
