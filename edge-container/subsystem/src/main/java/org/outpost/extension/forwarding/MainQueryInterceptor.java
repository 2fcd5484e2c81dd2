// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.List;
import java.util.Optional;

import jakarta.ejb.EJBException;

import org.jboss.as.ee.component.Component;
import org.jboss.as.ejb3.component.EJBComponent;
import org.jboss.invocation.Interceptor;
import org.jboss.invocation.InterceptorContext;
import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.extension.querycache.MainQueryService;
import org.outpost.extension.querycache.QueryCaches;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.outpost.querycache.remote.QueryRequest;
import org.wildfly.security.auth.server.SecurityIdentity;

/**
 * Main's side of a {@code source="main"} query an edge's cache asks for, on the {@link ForwardedCalls#query} method
 * of a module's gateway, outside any transaction: accepts it only from a user in role {@value ForwardedCalls#EDGE_ROLE}
 * and only for a query the deployment declares {@code source="main"}, runs it as the edge (a cached result serves every
 * user of the edge) in a read-only session of its own ({@link MainQueryService}), and answers with the rows and the
 * bookmark of main's stream as it stood before the query ran. A query that fails travels back as an
 * {@link EJBException} naming it. The edge's counterpart is {@link MainQueryForwarder}.
 */
final class MainQueryInterceptor implements Interceptor {

    private final String deployment;
    private final QueryCaches caches;
    private final ForwardingStatistics statistics;

    MainQueryInterceptor(String deployment, QueryCaches caches, ForwardingStatistics statistics) {
        this.deployment = deployment;
        this.caches = caches;
        this.statistics = statistics;
    }

    @Override
    public Object processInvocation(InterceptorContext context) throws Exception {
        Object[] parameters = context.getParameters();
        String unit = (String) parameters[0];
        String query = (String) parameters[1];
        QueryRequest request = new QueryRequest(unit, query, List.of((String[]) parameters[2]), (byte[]) parameters[3],
                (Integer) parameters[4], (Integer) parameters[5]);
        SecurityIdentity caller = CallerIdentities.current((EJBComponent) context.getPrivateData(Component.class));
        if (!CallerIdentities.isEdge(caller)) {
            throw refuse(CallerIdentities.name(caller), unit, query, "user '" + CallerIdentities.name(caller)
                    + "' is not in role " + ForwardedCalls.EDGE_ROLE + ", the role of the users edges authenticate as");
        }
        Optional<MainQueryService> service = this.caches.served(this.deployment, unit)
                .filter(served -> served.queries().queries().contains(query));
        if (service.isEmpty()) {
            throw refuse(CallerIdentities.name(caller), unit, query, "query " + query + " is not a source=\"main\""
                    + " cacheable query of persistence unit " + unit + " of " + this.deployment);
        }
        MainQueryService.Answer answer;
        try {
            answer = service.get().answer(request);
        } catch (RuntimeException e) {
            return ForwardedResult.threw(new EJBException("Main could not run query " + query + " of persistence unit "
                    + unit + ": " + e), null);
        }
        this.statistics.queriesAnswered.increment();
        return ForwardedResult.returned(answer.rows(), answer.asOf().map(Bookmark::toString).orElse(null));
    }

    private ForwardingRefusedException refuse(String user, String unit, String query, String reason) {
        this.statistics.refused.increment();
        ForwardingLogger.ROOT_LOGGER.refused(user, unit, query, reason);
        return new ForwardingRefusedException("Main refuses the query " + query + " of " + unit + ": " + reason);
    }
}
