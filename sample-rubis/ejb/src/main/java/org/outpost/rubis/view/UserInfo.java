// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.List;

/** The public information about a user and the comments about them, newest first. */
public record UserInfo(int id, String firstname, String lastname, String nickname, String email, int rating,
        LocalDateTime creationDate, String regionName, List<CommentView> comments) implements Serializable {

    public UserInfo {
        comments = List.copyOf(comments);
    }
}
