// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import java.io.IOException;

import javax.naming.InitialContext;
import javax.naming.NamingException;

import com.example.gadget.Canary;
import jakarta.jms.BytesMessage;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.JMSProducer;
import jakarta.jms.Topic;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code GET /gadget?stream=S} on main: publishes a serialized {@link Canary} to the change topic of stream S, as the
 * body of a {@code BytesMessage} and as an {@code ObjectMessage}, through main's in-VM connection factory, the way
 * main's relay publishes (nobody else may send to the topic); as a compromised main or a forged message would.
 */
@WebServlet("/gadget")
public class GadgetServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // Looked up here rather than injected: the edge, where the servlet is deployed too, has no broker of its own.
        ConnectionFactory factory;
        try {
            factory = (ConnectionFactory) new InitialContext().lookup("java:/ConnectionFactory");
        } catch (NamingException e) {
            throw new IOException(e);
        }
        try (JMSContext context = factory.createContext()) {
            Topic topic = context.createTopic("outpost.changes");
            JMSProducer producer = context.createProducer().setProperty("outpost_stream", request.getParameter("stream"));
            BytesMessage bytes = context.createBytesMessage();
            bytes.writeBytes(Canary.serialized());
            producer.send(topic, bytes);
            producer.send(topic, context.createObjectMessage(new Canary()));
        } catch (JMSException e) {
            throw new IOException(e);
        }
        response.getWriter().print("published");
    }
}
