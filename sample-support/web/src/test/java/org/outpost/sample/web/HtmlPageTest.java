// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlPageTest {

    private static final class Page extends HtmlPage<Page> {

        @Override
        protected Page self() {
            return this;
        }

        String body() {
            return this.html.toString();
        }
    }

    @Test
    void headingsAndParagraphsAreEscapedRawHtmlIsNot() {
        assertEquals("<h2>Fish &amp; Chips</h2>\n<p>1 &lt; 2 &gt; 0 &quot;x&quot;</p>\n<hr>",
                new Page().heading("Fish & Chips").text("1 < 2 > 0 \"x\"").raw("<hr>").body());
    }

    @Test
    void nullIsEmpty() {
        assertEquals("", HtmlPage.escape(null));
    }
}
