// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.app;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * {@code GET /counter?op=...}: {@code create&name=N} prints the new id; {@code add&id=I&amount=A} prints the new
 * total; {@code complain&id=I&amount=A} and {@code break&id=I&amount=A} print the exception's class and message (200);
 * {@code node}, {@code edge-node}, {@code total&id=I}. {@code session} opens an HTTP session. Another failure answers
 * 500 with the exception's class and message.
 */
@WebServlet("/counter")
public class CounterServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CounterFacade counters;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "create" -> out.print(this.counters.create(request.getParameter("name")));
            case "add" -> out.print(this.counters.add(longParameter(request, "id"), longParameter(request, "amount")));
            case "complain" -> {
                try {
                    this.counters.addThenComplain(longParameter(request, "id"), longParameter(request, "amount"));
                    out.print("no exception");
                } catch (CounterException e) {
                    out.print(e.getClass().getName() + ": " + e.getMessage() + " [" + e.counter() + "]");
                }
            }
            case "break" -> {
                try {
                    out.print(this.counters.addThenBreak(longParameter(request, "id"), longParameter(request, "amount")));
                } catch (RuntimeException e) {
                    out.print(e.getClass().getName() + ": " + e.getMessage());
                }
            }
            case "node" -> out.print(this.counters.node());
            case "edge-node" -> out.print(this.counters.edgeNode());
            case "total" -> out.print(this.counters.total(longParameter(request, "id")));
            case "session" -> out.print(request.getSession(true).getId() != null ? "session" : "none");
            default -> throw unknown(op);
        }
    }

    /** The exception as it reached the servlet (a forwarded call's failure is an exception of its own), not its cause. */
    @Override
    protected String describe(RuntimeException failure) {
        return failure.getClass().getName() + ": " + failure.getMessage();
    }
}
