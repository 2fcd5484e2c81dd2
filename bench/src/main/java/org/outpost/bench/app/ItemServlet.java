// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.IntFunction;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * The bench's load entry, {@code GET /bench/items?op=...}:
 * <ul>
 * <li>{@code insert&rows=R&transactions=T}: T transactions of R new items each; prints the first and last id
 * inserted;</li>
 * <li>{@code bid&id=I&amount=A}: one transaction updating two columns of one item; prints its number of bids;</li>
 * <li>{@code bids&id=I}: an item's number of bids as this server reads it, -1 when absent;</li>
 * <li>{@code java-bytes&from=I&to=J}: {@code count total min max} of the Java serialized size of each item with an
 * id in [I, J];</li>
 * <li>{@code read-times&how=H&category=C&calls=N}: reads the items of category C N times through
 * {@link CatalogFacade}, {@code how} being {@code cached} (the cached named query), {@code store} (the same JPQL on
 * this server's store) or {@code main} (from main, through a forwarded call on an edge); prints the number of items
 * read, then the nanoseconds of each façade call.</li>
 * </ul>
 * A failure answers 500 with the root cause's class and message.
 */
@WebServlet("/items")
public class ItemServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ItemFacade items;

    @EJB
    private CatalogFacade catalog;

    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "insert" -> {
                int rows = intParameter(request, "rows");
                int transactions = intParameter(request, "transactions");
                long first = -1;
                long last = -1;
                for (int i = 0; i < transactions; i++) {
                    List<Long> ids = this.items.insert(rows);
                    first = first < 0 ? ids.get(0) : first;
                    last = ids.get(ids.size() - 1);
                }
                out.print(first + " " + last);
            }
            case "bid" -> out.print(this.items.bid(longParameter(request, "id"), Double.parseDouble(request.getParameter("amount"))));
            case "bids" -> out.print(this.items.bids(longParameter(request, "id")));
            case "java-bytes" -> {
                long[] sizes = this.items.javaSerializedBytes(longParameter(request, "from"), longParameter(request, "to"));
                out.print(sizes[0] + " " + sizes[1] + " " + sizes[2] + " " + sizes[3]);
            }
            case "read-times" -> readTimes(request.getParameter("how"), intParameter(request, "category"),
                    intParameter(request, "calls"), out);
            default -> throw unknown(op);
        }
    }

    private void readTimes(String how, int category, int calls, PrintWriter out) {
        IntFunction<List<Item>> read = switch (how) {
            case "cached" -> this.catalog::itemsInCategory;
            case "store" -> this.catalog::itemsInCategoryFromStore;
            case "main" -> this.catalog::itemsInCategoryAtMain;
            default -> throw new IllegalArgumentException("how=" + how + ": expected cached, store or main");
        };
        StringBuilder times = new StringBuilder();
        int rows = 0;
        for (int i = 0; i < calls; i++) {
            long started = System.nanoTime();
            rows = read.apply(category).size();
            times.append(' ').append(System.nanoTime() - started);
        }
        out.print(rows + times.toString());
    }
}
