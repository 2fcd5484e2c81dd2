// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.rubis.view.RubisException;

/**
 * A RUBiS page: GET and POST behave alike (the original client sends everything, stores included, as GET). A refused
 * request renders an error page whose body contains {@code ERROR}, with status 200 as in the original, because the
 * client emulator looks for that word and treats any other status as a connection failure.
 */
abstract class RubisServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** Renders the page up to its footer ({@link Page#content()}); throws {@link RubisException} for a request the application refuses. */
    abstract String render(Params params) throws RubisException;

    /** Renders the page and ends it with the footer, which times the whole request (as the original's did). */
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long started = System.nanoTime();
        request.setCharacterEncoding("UTF-8");
        String body;
        try {
            body = render(new Params(request));
        } catch (RubisException e) {
            body = new Page("ERROR").heading("ERROR").text("ERROR: " + e.getMessage()).content();
        }
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().write(body + Page.footer(started));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }

    static String encode(Object value) {
        return URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8);
    }

    /** The request's parameters, read as the original servlets read them. */
    static final class Params {

        private final HttpServletRequest request;

        Params(HttpServletRequest request) {
            this.request = request;
        }

        String text(String name) {
            String value = this.request.getParameter(name);
            return value == null ? null : value.trim();
        }

        String required(String name) throws RubisException {
            String value = text(name);
            if (value == null || value.isEmpty()) {
                throw new RubisException("You must provide the parameter '" + name + "'");
            }
            return value;
        }

        int integer(String name) throws RubisException {
            String value = required(name);
            try {
                return Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw new RubisException("Parameter '" + name + "' must be an integer, not '" + value + "'");
            }
        }

        int integer(String name, int fallback) throws RubisException {
            String value = text(name);
            return value == null || value.isEmpty() ? fallback : integer(name);
        }

        double decimal(String name) throws RubisException {
            String value = required(name);
            try {
                return Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new RubisException("Parameter '" + name + "' must be a number, not '" + value + "'");
            }
        }

        double decimal(String name, double fallback) throws RubisException {
            String value = text(name);
            return value == null || value.isEmpty() ? fallback : decimal(name);
        }

        /** The {@code qty} of a bid or purchase (1 when absent), refused above the form's hidden {@code maxQty}. */
        int quantity() throws RubisException {
            int maxQty = integer("maxQty", Integer.MAX_VALUE);
            int qty = integer("qty", 1);
            if (qty > maxQty) {
                throw new RubisException("You cannot request " + qty + " items, at most " + maxQty);
            }
            return qty;
        }
    }
}
