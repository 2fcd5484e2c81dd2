// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import java.io.IOException;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code GET /correct?id=I&amount=A}: a page that writes and, like most applications, lets a failure reach the
 * container, which then shows the user its error page.
 */
@WebServlet("/correct")
public class CorrectionServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private LedgerFacade ledger;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        this.ledger.correct(Long.parseLong(request.getParameter("id")), Long.parseLong(request.getParameter("amount")));
        response.setContentType("text/plain");
        response.getWriter().print("corrected");
    }
}
