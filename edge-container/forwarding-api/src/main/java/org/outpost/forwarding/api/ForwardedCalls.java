// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

/**
 * The remote view of main's forwarding gateway: one call of an edge runs one business method of a bean of the same
 * EJB module on main, through that bean's own view, as a local call would, in its own transaction, as the user the
 * edge authenticated. Main accepts it only from users in role {@value #EDGE_ROLE} and only for methods the deployment
 * declares {@code execute-at="main"}; it runs the call as the edge's user only if main's security domain grants the
 * edge Elytron's {@code RunAsPrincipalPermission}.
 * <p>
 * Arguments, result and exceptions cross as WildFly's EJB client marshals them (the application's classes must be
 * serializable, as for any remote EJB). Compatibility: the method's signature and {@link ForwardedResult}'s fields are
 * the wire contract between an edge and main of the same Outpost version.
 */
public interface ForwardedCalls {

    /** The name of the gateway bean in each EJB module of main that holds a forwarded façade. */
    String GATEWAY_BEAN = "OutpostForwarding";

    /** The role of the users edges authenticate as on main. */
    String EDGE_ROLE = "outpost-edge";

    /**
     * Runs a business method on main.
     *
     * @param caller         the name of the user the edge authenticated for the call, whom main runs it as (with the
     *                       roles main's security domain gives that name); null for an anonymous caller, whom main runs
     *                       it as its anonymous identity
     * @param bean           the EJB name of the target bean in the gateway's module
     * @param view           the class name of the view the edge's caller used (no-interface, local or remote)
     * @param method         the method name
     * @param parameterTypes the method's parameter type names, as {@link Class#getName()} gives them
     * @param arguments      the arguments
     * @return what the method returned or threw, and the bookmark of what it committed
     * @throws ForwardingRefusedException when main refuses the call (caller not an edge, method not forwarded, edge not
     *                                    allowed to run calls as another user)
     */
    ForwardedResult invoke(String caller, String bean, String view, String method, String[] parameterTypes, Object[] arguments);

    /**
     * Runs a {@code source="main"} cacheable query for the edge's query cache, as the edge (a cached result is shared
     * by every user of the edge). Main accepts it only from users in role {@value #EDGE_ROLE} and only for a query the
     * deployment declares {@code source="main"}. Parameter values and result rows travel as bytes of the change
     * stream's {@code JavaRowsCodec}, never as serialized objects.
     *
     * @param unit            the scoped name of the persistence unit that defines the query
     * @param query           the named query
     * @param parameterNames  its parameters, {@code :name} or {@code ?1}
     * @param parameterValues their values, one row each
     * @param firstResult     the first result asked for, 0 when none
     * @param maxResults      the most results asked for, -1 when unbounded
     * @return the result rows as a {@code byte[]} value, with the bookmark of the unit's stream as main had committed
     *         it before the query ran ({@code stream:epoch:sequence}; null when the unit has no stream); or what the
     *         query threw
     * @throws ForwardingRefusedException when main refuses the call (caller not an edge, query not source="main")
     */
    ForwardedResult query(String unit, String query, String[] parameterNames, byte[] parameterValues, int firstResult,
                          int maxResults);
}
