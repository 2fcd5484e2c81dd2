// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.web;

/**
 * The HTML a sample's page builder writes into: headings, paragraphs of escaped text, raw HTML. A sample extends it
 * with its header, links and footer; {@code P} is the extending class, which the builder methods return.
 *
 * @param <P> the sample's page class
 */
public abstract class HtmlPage<P extends HtmlPage<P>> {

    /** The page's HTML so far. */
    protected final StringBuilder html = new StringBuilder(4096);

    /** This page, as the sample's class. */
    protected abstract P self();

    /** A heading of level 2. */
    public P heading(String text) {
        this.html.append("<h2>").append(escape(text)).append("</h2>\n");
        return self();
    }

    /** A paragraph of escaped text. */
    public P text(String text) {
        this.html.append("<p>").append(escape(text)).append("</p>\n");
        return self();
    }

    /** Raw HTML, already escaped by the caller. */
    public P raw(String html) {
        this.html.append(html);
        return self();
    }

    /** {@code text} with {@code < > & "} escaped, for element content and quoted attributes; {@code null} is empty. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
