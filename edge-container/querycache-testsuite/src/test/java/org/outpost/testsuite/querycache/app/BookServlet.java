// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache.app;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * {@code GET /books?op=...}: {@code add&category=C&title=T} prints the new book's id; {@code titles&query=Q&category=C}
 * prints the category's titles as query Q reads them, comma-separated.
 */
@WebServlet("/books")
public class BookServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private BookFacade books;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "add" -> out.print(this.books.add(intParameter(request, "category"), request.getParameter("title")));
            case "titles" -> out.print(String.join(",", this.books.titles(request.getParameter("query"),
                    intParameter(request, "category"))));
            default -> throw unknown(op);
        }
    }
}
