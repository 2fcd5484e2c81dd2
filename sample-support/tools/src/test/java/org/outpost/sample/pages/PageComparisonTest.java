// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.sample.pages.PageBrowser.Page;

class PageComparisonTest {

    private static final Map<String, Page> MAIN = Map.of("a", new Page(200, "<body>same</body>"), "b", new Page(200, "<body>one</body>"),
            "c", new Page(500, "failed"));

    @Test
    void equalPagesPass() {
        PageComparison.assertSame(List.of("a", "b"), MAIN::get, MAIN::get);
    }

    @Test
    void everyDifferenceIsListedWithWhereItStarts() {
        Map<String, Page> edge = Map.of("a", new Page(200, "<body>same</body>"), "b", new Page(200, "<body>two</body>"), "c", new Page(500, "failed"));
        AssertionError failure = assertThrows(AssertionError.class, () -> PageComparison.assertSame(List.of("a", "b", "c"), MAIN::get, edge::get));
        assertEquals("2 of 3 pages differ on the edge:\nb: main 200 …<body>one</body>… | edge 200 …<body>two</body>…\nc: main answered 500 failed",
                failure.getMessage());
    }
}
