// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;

/** A comment about a user: its author, the item of the deal, the rating, the date and the text. */
public record CommentView(int fromId, String fromNickname, int itemId, int rating, LocalDateTime date, String comment) implements Serializable {
}
