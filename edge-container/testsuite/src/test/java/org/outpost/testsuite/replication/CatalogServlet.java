package org.outpost.testsuite.replication;

import java.io.IOException;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** {@code GET /catalog?add=NAME} commits a product; {@code GET /catalog?fail=NAME} rolls one back. */
@WebServlet("/catalog")
public class CatalogServlet extends HttpServlet {

    @EJB
    private CatalogFacade catalog;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String add = request.getParameter("add");
        if (add != null) {
            response.getWriter().print(this.catalog.add(add));
            return;
        }
        try {
            this.catalog.addThenFail(request.getParameter("fail"));
        } catch (RuntimeException expected) {
            response.getWriter().print("rolled back");
        }
    }
}
