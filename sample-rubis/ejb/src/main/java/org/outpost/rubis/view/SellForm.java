// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.util.List;

/** The categories an authenticated seller may put an item in. */
public record SellForm(int userId, String nickname, List<CategoryView> categories) implements Serializable {

    public SellForm {
        categories = List.copyOf(categories);
    }
}
