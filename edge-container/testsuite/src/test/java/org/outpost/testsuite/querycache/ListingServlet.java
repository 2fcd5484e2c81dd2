// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * {@code GET /listings?op=...}: {@code add&title=T&category=C&price=P&seller=S} prints the new listing's id;
 * {@code offer&listing=L&amount=A&bidder=B} prints the new offer's id; {@code raiseOffer&id=I&amount=A};
 * {@code offers&listing=L} (the source="main" cacheable query, one line per offer);
 * {@code move&id=I&category=C}; {@code reprice&id=I&price=P}; {@code repriceCategory&category=C&price=P} (one
 * transaction); {@code renameSeller&name=N&newName=M}; reads {@code byCategory&category=C} (the cacheable query, one
 * line per listing) and {@code statements} (JDBC statements prepared by the unit so far).
 */
@WebServlet("/listings")
public class ListingServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ListingFacade listings;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "add" -> out.print(this.listings.add(request.getParameter("title"), intParameter(request, "category"),
                    intParameter(request, "price"), request.getParameter("seller")));
            case "move" -> this.listings.move(longParameter(request, "id"), intParameter(request, "category"));
            case "reprice" -> this.listings.reprice(longParameter(request, "id"), intParameter(request, "price"));
            case "repriceCategory" -> this.listings.repriceCategory(intParameter(request, "category"),
                    intParameter(request, "price"));
            case "renameSeller" -> this.listings.renameSeller(request.getParameter("name"), request.getParameter("newName"));
            case "byCategory" -> this.listings.byCategory(intParameter(request, "category")).forEach(out::println);
            case "offer" -> out.print(this.listings.offer(longParameter(request, "listing"), intParameter(request, "amount"),
                    request.getParameter("bidder")));
            case "raiseOffer" -> this.listings.raiseOffer(longParameter(request, "id"), intParameter(request, "amount"));
            case "offers" -> this.listings.offers(longParameter(request, "listing")).forEach(out::println);
            case "statements" -> out.print(this.listings.statements());
            default -> throw unknown(op);
        }
    }
}
