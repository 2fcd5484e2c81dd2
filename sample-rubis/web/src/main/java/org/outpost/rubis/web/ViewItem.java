// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.ItemFacade;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;

/**
 * View Item: an item with links to bid, buy now, its bid history, its seller and a comment on the seller. An item
 * not among the active ones is looked up among the old ones (a second façade call only in that rare case).
 */
@WebServlet("/servlet/edu.rice.rubis.servlets.ViewItem")
public class ViewItem extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ItemFacade items;

    @Override
    String render(Params params) throws RubisException {
        int itemId = params.integer("itemId");
        ItemDetail item = this.items.viewItem(itemId);
        if (item == null) {
            item = this.items.viewOldItem(itemId);
        }
        Page page = new Page(item.name());
        Items.describe(page, item);
        if (!item.old()) {
            page.raw("<p>").link("PutBidAuth", "itemId=" + item.id(), "Bid now!");
            if (item.buyNow() > 0) {
                page.raw(" | ").link("BuyNowAuth", "itemId=" + item.id(), "Buy it now!");
            }
            page.raw(" | ").link("PutCommentAuth", "to=" + item.sellerId() + "&itemId=" + item.id(), "Leave a comment on the seller").raw("</p>\n");
        } else {
            page.text("This auction is over.");
        }
        return page.content();
    }
}
