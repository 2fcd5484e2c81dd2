// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import jakarta.transaction.Transaction;

import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.bookmark.Bookmarks;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.outpost.querycache.remote.MainQueryChannel;
import org.outpost.querycache.remote.QueryAnswer;
import org.outpost.querycache.remote.QueryRequest;
import org.wildfly.transaction.client.ContextTransactionManager;

/**
 * An edge's way to have main run a {@code source="main"} query for its cache: one call of main's gateway of one module
 * of the deployment ({@link MainGateways}), one WAN round trip, with a caller's transaction suspended meanwhile (it
 * must not spread to main). Main's counterpart is {@link MainQueryInterceptor}.
 */
final class MainQueryForwarder implements MainQueryChannel {

    private final MainGateways gateways;
    private final GatewayAddress address;
    private final ForwardingStatistics statistics;

    MainQueryForwarder(MainGateways gateways, GatewayAddress address, ForwardingStatistics statistics) {
        this.gateways = gateways;
        this.address = address;
        this.statistics = statistics;
    }

    @Override
    public QueryAnswer run(QueryRequest request) {
        ForwardedResult result;
        long started = System.nanoTime();
        try {
            result = outsideTransaction(request);
        } catch (ForwardingRefusedException e) {
            this.statistics.failed.increment();
            throw e;
        } catch (Exception e) {
            this.statistics.failed.increment();
            String description = "query " + request.query() + " of " + request.unit();
            throw this.gateways.unreachable(description, "The " + description, e);
        }
        this.statistics.forwardedQueryNanos.add(System.nanoTime() - started);
        this.statistics.forwardedQueries.increment();
        if (result.thrown() instanceof RuntimeException failure) {
            throw failure;
        }
        if (result.thrown() != null) {
            throw new IllegalStateException("Main's query " + request.query() + " threw " + result.thrown(), result.thrown());
        }
        String stream = ChangeStreamPaths.streamId(request.unit());
        long asOf = result.bookmark() == null ? -1
                : Bookmarks.parse(result.bookmark()).of(stream).map(Bookmark::sequence).orElse(-1L);
        return new QueryAnswer((byte[]) result.value(), asOf);
    }

    /**
     * Calls main with a caller's transaction suspended and with the forwarding API's classes as the thread's context
     * class loader, from which the EJB client reads the answer: a refresh runs on the query cache's own thread, whose
     * context class loader is no deployment's.
     */
    private ForwardedResult outsideTransaction(QueryRequest request) throws Exception {
        ContextTransactionManager transactions = ContextTransactionManager.getInstance();
        Transaction suspended = transactions.getTransaction() == null ? null : transactions.suspend();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(ForwardedResult.class.getClassLoader());
        try {
            return this.gateways.query(this.address, request);
        } finally {
            thread.setContextClassLoader(previous);
            if (suspended != null) {
                transactions.resume(suspended);
            }
        }
    }
}
