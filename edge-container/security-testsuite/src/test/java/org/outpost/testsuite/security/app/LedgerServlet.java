// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/** {@code GET /ledger?op=...}: {@code record&amount=A} prints the new id; {@code amount&id=I}. */
@WebServlet("/ledger")
public class LedgerServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private LedgerFacade ledger;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "record" -> out.print(this.ledger.record(longParameter(request, "amount")));
            case "amount" -> out.print(this.ledger.amount(longParameter(request, "id")));
            default -> throw unknown(op);
        }
    }
}
