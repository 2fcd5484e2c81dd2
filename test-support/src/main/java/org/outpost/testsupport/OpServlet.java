// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import java.io.IOException;
import java.io.PrintWriter;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The entry of a small deployed application: {@code GET ...?op=name&param=value...} runs operation {@code name}, which
 * writes its answer as plain text; a {@link RuntimeException} answers 500 with {@link #describe} of it. Subclasses
 * (each in its own application, annotated {@code @WebServlet}) dispatch the ops to their façade; {@link OpApplication}
 * puts this class into the web module beside them, and {@link OpClient} calls them.
 */
public abstract class OpServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected final void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain");
        PrintWriter out = response.getWriter();
        try {
            perform(String.valueOf(request.getParameter("op")), request, out);
        } catch (RuntimeException e) {
            response.resetBuffer();
            response.setStatus(500);
            response.getWriter().print(describe(e));
        }
    }

    /** Runs {@code op} (the text {@code null} when the request has none), printing its answer to {@code out}. */
    protected abstract void perform(String op, HttpServletRequest request, PrintWriter out);

    /** The body of a 500 answer: the root cause's class and message. */
    protected String describe(RuntimeException failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getName() + ": " + root.getMessage();
    }

    /** What a {@code default} branch throws. */
    protected static IllegalArgumentException unknown(String op) {
        return new IllegalArgumentException("unknown op " + op);
    }

    /** A required whole-number parameter. */
    protected static long longParameter(HttpServletRequest request, String name) {
        return Long.parseLong(request.getParameter(name));
    }

    protected static int intParameter(HttpServletRequest request, String name) {
        return Integer.parseInt(request.getParameter(name));
    }
}
