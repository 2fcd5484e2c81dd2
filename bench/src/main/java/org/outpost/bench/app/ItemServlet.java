// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The bench's load entry on main, {@code GET /bench/items?op=...}:
 * <ul>
 * <li>{@code insert&rows=R&transactions=T}: T transactions of R new items each; prints the first and last id
 * inserted;</li>
 * <li>{@code bid&id=I&amount=A}: one transaction updating two columns of one item;</li>
 * <li>{@code java-bytes&from=I&to=J}: {@code count total min max} of the Java serialized size of each item with an
 * id in [I, J].</li>
 * </ul>
 * A failure answers 500 with the root cause's message.
 */
@WebServlet("/items")
public class ItemServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ItemFacade items;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain");
        PrintWriter out = response.getWriter();
        try {
            String op = String.valueOf(request.getParameter("op"));
            switch (op) {
                case "insert" -> {
                    int rows = Integer.parseInt(request.getParameter("rows"));
                    int transactions = Integer.parseInt(request.getParameter("transactions"));
                    long first = -1;
                    long last = -1;
                    for (int i = 0; i < transactions; i++) {
                        List<Long> ids = this.items.insert(rows);
                        first = first < 0 ? ids.get(0) : first;
                        last = ids.get(ids.size() - 1);
                    }
                    out.print(first + " " + last);
                }
                case "bid" -> {
                    this.items.bid(Long.parseLong(request.getParameter("id")), Double.parseDouble(request.getParameter("amount")));
                    out.print("ok");
                }
                case "java-bytes" -> {
                    long[] sizes = this.items.javaSerializedBytes(Long.parseLong(request.getParameter("from")),
                            Long.parseLong(request.getParameter("to")));
                    out.print(sizes[0] + " " + sizes[1] + " " + sizes[2] + " " + sizes[3]);
                }
                default -> throw new IllegalArgumentException("unknown op " + op);
            }
        } catch (RuntimeException e) {
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            response.resetBuffer();
            response.setStatus(500);
            response.getWriter().print(root.getClass().getName() + ": " + root.getMessage());
        }
    }
}
