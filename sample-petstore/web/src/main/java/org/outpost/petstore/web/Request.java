// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.PetStoreException;

/** A screen's request: its parameters, read as Pet Store read them, and the user's session state. */
final class Request {

    private static final String CUSTOMER = "petstore.customer";
    private static final String DRAFT = "petstore.order";

    private final HttpServletRequest request;

    Request(HttpServletRequest request) {
        this.request = request;
    }

    /** A parameter, trimmed, or {@code null} when absent. */
    String text(String name) {
        String value = this.request.getParameter(name);
        return value == null ? null : value.trim();
    }

    String required(String name) throws PetStoreException {
        String value = text(name);
        if (value == null || value.isEmpty()) {
            throw new PetStoreException("You must provide the parameter '" + name + "'");
        }
        return value;
    }

    /** A whole-number parameter, {@code fallback} when absent or empty. */
    int integer(String name, int fallback) throws PetStoreException {
        String value = text(name);
        if (value == null || value.isEmpty()) {
            return fallback;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new PetStoreException("Parameter '" + name + "' must be a whole number, not '" + value + "'");
        }
    }

    /** A whole-number parameter that must be given. */
    int integer(String name) throws PetStoreException {
        required(name);
        return integer(name, 0);
    }

    /** The signed-in customer, or {@code null}. */
    CustomerProfile customer() {
        HttpSession session = this.request.getSession(false);
        return session == null ? null : (CustomerProfile) session.getAttribute(CUSTOMER);
    }

    /** The signed-in customer; refuses the request when nobody is signed in. */
    CustomerProfile signedIn() throws PetStoreException {
        CustomerProfile customer = customer();
        if (customer == null) {
            throw new PetStoreException("You must sign in first");
        }
        return customer;
    }

    /** The signed-in user's id, for the page header, or {@code null}. */
    String userId() {
        CustomerProfile customer = customer();
        return customer == null ? null : customer.userId();
    }

    /** Keeps the customer in the session, under a new session id (a session id seen before sign-in is worth nothing after). */
    void signIn(CustomerProfile customer) {
        this.request.getSession().setAttribute(CUSTOMER, customer);
        this.request.changeSessionId();
    }

    /** Ends the session: the customer, the order being placed and the shopping cart go with it. */
    void signOut() {
        HttpSession session = this.request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
    }

    /** The billing and shipping information confirmed for the order being placed, or {@code null}. */
    OrderDraft draft() {
        HttpSession session = this.request.getSession(false);
        return session == null ? null : (OrderDraft) session.getAttribute(DRAFT);
    }

    void keep(OrderDraft draft) {
        this.request.getSession().setAttribute(DRAFT, draft);
    }

    void forgetDraft() {
        HttpSession session = this.request.getSession(false);
        if (session != null) {
            session.removeAttribute(DRAFT);
        }
    }
}
