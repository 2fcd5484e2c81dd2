// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import java.util.function.ObjIntConsumer;
import java.util.function.ToIntFunction;

import jakarta.ejb.EJB;
import jakarta.jms.BytesMessage;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import org.outpost.testsupport.OpServlet;

/**
 * {@code GET /catalog?op=...}: {@code add&name=N} commits a product and prints its id; {@code fail&name=N} rolls one
 * back; {@code many&name=N&count=C} commits C products in one transaction; {@code rename&id=I&name=N};
 * {@code remove&id=I}; {@code stock&sku=S&quantity=Q} (sync entity); reads {@code get&id=I}, {@code count&name=N},
 * {@code list}, {@code stock&sku=S}, {@code notes}; {@code price&sku=S&amount=A} sets a price (invalidate entity),
 * {@code price&sku=S} and {@code prices} read them; on main, {@code poison&stream=S} publishes a message that is not a
 * change set. A failure answers 500 with the root cause's class and message.
 */
@WebServlet("/catalog")
public class CatalogServlet extends OpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;


    @Override
    protected void perform(String op, HttpServletRequest request, PrintWriter out) {
        switch (op) {
            case "add" -> out.print(this.catalog.add(request.getParameter("name")));
            case "fail" -> {
                try {
                    this.catalog.addThenFail(request.getParameter("name"));
                } catch (RuntimeException expected) {
                    out.print("rolled back");
                }
            }
            case "many" -> this.catalog.addMany(request.getParameter("name"), intParameter(request, "count"));
            case "rename" -> this.catalog.rename(longParameter(request, "id"), request.getParameter("name"));
            case "remove" -> this.catalog.remove(longParameter(request, "id"));
            case "get" -> out.print(this.catalog.get(longParameter(request, "id")));
            case "count" -> out.print(this.catalog.count(request.getParameter("name")));
            case "list" -> this.catalog.list().forEach(out::println);
            case "stock" -> readOrSet(request, "quantity", out, this.catalog::stock, this.catalog::setStock);
            case "price" -> readOrSet(request, "amount", out, this.catalog::price, this.catalog::setPrice);
            case "prices" -> this.catalog.prices().forEach(out::println);
            case "notes" -> out.print(this.catalog.notes());
            case "poison" -> poison(request.getParameter("stream"));
            default -> throw unknown(op);
        }
    }

    /**
     * Publishes on main's change topic a message that is not a change set, for the edges of {@code stream}: only main
     * may publish there (through its in-VM connection factory, which edges do not have), edges may not.
     */
    private void poison(String stream) {
        try (JMSContext context = ((ConnectionFactory) new InitialContext().lookup("java:/ConnectionFactory")).createContext()) {
            BytesMessage poison = context.createBytesMessage();
            poison.writeBytes("not a change set".getBytes(StandardCharsets.US_ASCII));
            // TopicNames.STREAM and TopicNames.TOPIC, written out: the deployment does not see Outpost's classes.
            poison.setStringProperty("outpost_stream", stream);
            context.createProducer().send(context.createTopic("outpost.changes"), poison);
        } catch (NamingException | JMSException e) {
            throw new IllegalStateException("Cannot publish the poison message: " + e, e);
        }
    }

    /** Prints the value of the request's {@code sku}, or sets it when the request has {@code parameter}. */
    private static void readOrSet(HttpServletRequest request, String parameter, PrintWriter out, ToIntFunction<String> read,
            ObjIntConsumer<String> set) {
        String sku = request.getParameter("sku");
        if (request.getParameter(parameter) == null) {
            out.print(read.applyAsInt(sku));
        } else {
            set.accept(sku, intParameter(request, parameter));
        }
    }
}
