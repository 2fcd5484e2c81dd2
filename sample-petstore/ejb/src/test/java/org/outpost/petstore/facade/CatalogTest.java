// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CatalogTest {

    @Test
    void aKeywordsLikeCharactersMatchThemselves() {
        assertEquals("100!%", Catalog.escapeLike("100%"));
        assertEquals("a!_b", Catalog.escapeLike("a_b"));
        assertEquals("wow!!", Catalog.escapeLike("wow!"));
        assertEquals("koi", Catalog.escapeLike("koi"));
    }
}
