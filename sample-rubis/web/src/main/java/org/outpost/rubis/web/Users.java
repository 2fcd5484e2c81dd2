// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import org.outpost.rubis.view.CommentView;
import org.outpost.rubis.view.UserInfo;

/** The user block that View User Info, About Me and the store pages share. */
final class Users {

    private Users() {
    }

    static void describe(Page page, UserInfo user) {
        page.heading("Information about " + user.nickname());
        page.raw("<table border=1>\n<tr><td>Real life name</td><td>").raw(Page.escape(user.firstname() + " " + user.lastname()))
                .raw("</td></tr>\n<tr><td>Email address</td><td>").raw(Page.escape(user.email()))
                .raw("</td></tr>\n<tr><td>User since</td><td>").raw(String.valueOf(user.creationDate()))
                .raw("</td></tr>\n<tr><td>Region</td><td>").raw(Page.escape(user.regionName()))
                .raw("</td></tr>\n<tr><td>Current rating</td><td><b>").raw(String.valueOf(user.rating())).raw("</b></td></tr>\n</table>\n");
        if (user.comments().isEmpty()) {
            page.heading("There is no comment for this user.");
            return;
        }
        page.heading("Comments about " + user.nickname());
        page.raw("<dl>\n");
        for (CommentView comment : user.comments()) {
            page.raw("<dt>").link("ViewUserInfo", "userId=" + comment.fromId(), comment.fromNickname()).raw(" wrote on ")
                    .raw(String.valueOf(comment.date())).raw(" (rating ").raw(String.valueOf(comment.rating())).raw(")</dt>\n<dd>")
                    .raw(Page.escape(comment.comment())).raw("</dd>\n");
        }
        page.raw("</dl>\n");
    }
}
