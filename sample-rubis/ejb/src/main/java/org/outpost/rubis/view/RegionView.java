// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** A region: id and name. */
public record RegionView(int id, String name) implements Serializable {
}
