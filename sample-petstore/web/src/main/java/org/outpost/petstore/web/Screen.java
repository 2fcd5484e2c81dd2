// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.petstore.view.PetStoreException;

/**
 * A Pet Store screen: GET and POST behave alike. A refused request renders a page whose body contains {@code ERROR},
 * with status 200, naming what was refused.
 */
abstract class Screen extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** Renders the page; throws {@link PetStoreException} for a request the application refuses. */
    abstract String render(Request request) throws PetStoreException;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        request.setCharacterEncoding("UTF-8");
        Request screen = new Request(request);
        String body;
        try {
            body = render(screen);
        } catch (PetStoreException e) {
            body = new Page("ERROR", screen.userId()).heading("ERROR").text("ERROR: " + e.getMessage()).finish();
        }
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().write(body);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
