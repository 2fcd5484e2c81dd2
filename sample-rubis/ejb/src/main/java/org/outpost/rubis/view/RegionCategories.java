// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.util.List;

/** A region and the categories to browse in it. */
public record RegionCategories(RegionView region, List<CategoryView> categories) implements Serializable {

    public RegionCategories {
        categories = List.copyOf(categories);
    }
}
