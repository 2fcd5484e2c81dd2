// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import org.outpost.petstore.view.AddressView;
import org.outpost.sample.web.HtmlPage;

/**
 * Builds one Pet Store HTML page: the header (home, cart, sign in or out, the search box), then the screen's content.
 * A page depends only on the data and the user's session, never on the server that renders it: links are absolute
 * paths, and nothing carries a time of rendering.
 */
final class Page extends HtmlPage<Page> {

    /** Where every screen lives. */
    static final String CONTROL = "/estore/control/";

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /** A page titled {@code title}; the header names {@code signedIn}, the signed-in user, or offers to sign in when {@code null}. */
    Page(String title, String signedIn) {
        this.html.append("<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"><title>Java Pet Store: ").append(escape(title))
                .append("</title></head>\n<body>\n<p>").append(anchor("main", "", "Java Pet Store")).append(" | ")
                .append(anchor("cart", "", "Cart")).append(" | ");
        if (signedIn == null) {
            this.html.append(anchor("signin", "", "Sign in"));
        } else {
            this.html.append("Signed in as ").append(escape(signedIn)).append(" | ").append(anchor("signout", "", "Sign out"));
        }
        this.html.append("</p>\n<form action=\"").append(CONTROL).append("search\">Search: <input type=text name=keywords size=20>")
                .append(" <input type=submit value=Search></form>\n");
    }

    @Override
    protected Page self() {
        return this;
    }

    /** A link to a screen; {@code query} is already URL-encoded. */
    Page link(String screen, String query, String text) {
        this.html.append(anchor(screen, query, text));
        return this;
    }

    /** A table row of cells, each already escaped HTML. */
    Page row(String... cells) {
        this.html.append("<tr>");
        for (String cell : cells) {
            this.html.append("<td>").append(cell).append("</td>");
        }
        this.html.append("</tr>\n");
        return this;
    }

    /** A name and postal address, one line each. */
    Page address(String heading, AddressView address) {
        this.html.append("<h3>").append(escape(heading)).append("</h3>\n<p>").append(escape(address.firstName() + " " + address.lastName()))
                .append("<br>").append(escape(address.street1())).append("<br>");
        if (!address.street2().isEmpty()) {
            this.html.append(escape(address.street2())).append("<br>");
        }
        this.html.append(escape(address.city() + ", " + address.state() + " " + address.zip())).append("<br>").append(escape(address.country()))
                .append("</p>\n");
        return this;
    }

    String finish() {
        return this.html.append("</body></html>\n").toString();
    }

    /** A link to a screen; {@code query} is already URL-encoded. */
    static String anchor(String screen, String query, String text) {
        return "<a href=\"" + escape(CONTROL + screen + (query.isEmpty() ? "" : "?" + query)) + "\">" + escape(text) + "</a>";
    }

    /** {@code name=value} for a query, the value URL-encoded. */
    static String param(String name, Object value) {
        return name + "=" + URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8);
    }

    /** A form field the next screen reads, escaped. */
    static String hidden(String name, Object value) {
        return "<input type=hidden name=" + name + " value=\"" + escape(String.valueOf(value)) + "\">\n";
    }

    /** A text field, filled with {@code value}. */
    static String field(String label, String name, String value) {
        return escape(label) + ": <input type=text name=" + name + " value=\"" + escape(value) + "\"><br>\n";
    }

    static String money(BigDecimal amount) {
        return "$" + amount.setScale(2, RoundingMode.HALF_UP).toPlainString();
    }

    static String date(LocalDateTime time) {
        return DATE.format(time);
    }

}
