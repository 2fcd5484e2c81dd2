// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.app;

import java.io.IOException;
import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code GET /counter?op=...}: {@code create&name=N} prints the new id; {@code add&id=I&amount=A} prints the new
 * total; {@code complain&id=I&amount=A} and {@code break&id=I&amount=A} print the exception's class and message (200);
 * {@code node}, {@code edge-node}, {@code total&id=I}. {@code session} opens an HTTP session. Another failure answers
 * 500 with the exception's class and message.
 */
@WebServlet("/counter")
public class CounterServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CounterFacade counters;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        PrintWriter out = response.getWriter();
        try {
            switch (request.getParameter("op")) {
                case "create" -> out.print(this.counters.create(request.getParameter("name")));
                case "add" -> out.print(this.counters.add(id(request), amount(request)));
                case "complain" -> {
                    try {
                        this.counters.addThenComplain(id(request), amount(request));
                        out.print("no exception");
                    } catch (CounterException e) {
                        out.print(e.getClass().getName() + ": " + e.getMessage() + " [" + e.counter() + "]");
                    }
                }
                case "break" -> {
                    try {
                        out.print(this.counters.addThenBreak(id(request), amount(request)));
                    } catch (RuntimeException e) {
                        out.print(e.getClass().getName() + ": " + e.getMessage());
                    }
                }
                case "node" -> out.print(this.counters.node());
                case "edge-node" -> out.print(this.counters.edgeNode());
                case "total" -> out.print(this.counters.total(id(request)));
                case "session" -> out.print(request.getSession(true).getId() != null ? "session" : "none");
                default -> throw new IllegalArgumentException("unknown op " + request.getParameter("op"));
            }
        } catch (RuntimeException e) {
            response.resetBuffer();
            response.setStatus(500);
            response.getWriter().print(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    private static long id(HttpServletRequest request) {
        return Long.parseLong(request.getParameter("id"));
    }

    private static long amount(HttpServletRequest request) {
        return Long.parseLong(request.getParameter("amount"));
    }
}
