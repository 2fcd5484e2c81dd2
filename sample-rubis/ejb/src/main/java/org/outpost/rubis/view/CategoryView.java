// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** A category: id and name. */
public record CategoryView(int id, String name) implements Serializable {
}
