// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** What the Put Comment form needs: the authenticated author, the user commented on and the item of the deal. */
public record CommentForm(int fromId, String fromNickname, int toId, String toNickname, int itemId, String itemName) implements Serializable {
}
