// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import java.io.PrintWriter;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * {@code GET /ledger?op=...}: {@code record&amount=A} and {@code clerk-record&amount=A} print the new id;
 * {@code amount&id=I}, {@code recorded-by&id=I}, {@code count-by&user=U}, {@code whoami}. Open to anyone; {@code /clerk} is the same servlet
 * behind HTTP Basic (see {@code security/web.xml}).
 */
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
            case "clerk-record" -> out.print(this.ledger.recordAsClerk(longParameter(request, "amount")));
            case "whoami" -> out.print(this.ledger.whoAmI());
            case "recorded-by" -> out.print(this.ledger.recordedBy(longParameter(request, "id")));
            case "count-by" -> out.print(this.ledger.countRecordedBy(request.getParameter("user")));
            default -> throw unknown(op);
        }
    }
}
