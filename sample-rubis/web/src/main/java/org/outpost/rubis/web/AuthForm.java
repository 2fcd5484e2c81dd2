// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

/** The nick name and password forms of the Put Bid, Put Comment and Buy Now paths, which need no façade call. */
final class AuthForm {

    private AuthForm() {
    }

    static String render(String title, String action, String hiddenFields, String itemQuery) {
        return new Page(title).heading(title)
                .raw("<p>").link("ViewItem", itemQuery, "Back to the item").raw("</p>\n")
                .raw("<form action=\"" + Page.SERVLETS + action + "\" method=POST>\n").raw(hiddenFields)
                .raw("Your nick name: <input type=text size=20 name=nickname><br>\n")
                .raw("Your password: <input type=password size=20 name=password><br>\n")
                .raw("<input type=submit value=\"Log in\">\n</form>\n").content();
    }
}
