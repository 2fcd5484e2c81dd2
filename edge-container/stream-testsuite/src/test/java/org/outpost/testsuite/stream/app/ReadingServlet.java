// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream.app;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/** {@code GET /readings?op=...}: {@code add&amount=A} prints the new id (on main); {@code tally} prints {@code count/sum}. */
@WebServlet("/readings")
public class ReadingServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ReadingFacade readings;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "add" -> out.print(this.readings.add(longParameter(request, "amount")));
            case "tally" -> out.print(this.readings.tally());
            default -> throw unknown(op);
        }
    }
}
