// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import jakarta.transaction.Transaction;

import org.jboss.invocation.Interceptor;
import org.jboss.invocation.InterceptorContext;
import org.outpost.extension.bookmark.RequestBookmarks;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.wildfly.transaction.client.ContextTransactionManager;

/**
 * An edge's side of a forwarded call, on each view method of a façade that runs at main, before the edge's
 * transaction interceptor: sends the call to main's gateway of the bean's module ({@link MainGateways}) instead of
 * running the bean here, as the caller's user (main runs it as that user), hands the bookmark of what main committed to the current web request
 * ({@link RequestBookmarks}), and returns what main's bean returned or throws what it threw. A transaction of the
 * caller is suspended meanwhile: the call runs in its own transaction on main, never in one spanning the WAN. Main's
 * counterpart is {@link MainForwardingInterceptor}.
 */
final class EdgeForwardingInterceptor implements Interceptor {

    private final MainGateways gateways;
    private final GatewayAddress address;
    private final String bean;
    private final String view;
    private final String method;
    private final String[] parameterTypes;
    private final String description;
    private final ForwardingStatistics statistics;

    EdgeForwardingInterceptor(MainGateways gateways, GatewayAddress address, String bean, String beanClass, String view,
                              java.lang.reflect.Method method, ForwardingStatistics statistics) {
        this.gateways = gateways;
        this.address = address;
        this.bean = bean;
        this.view = view;
        this.method = method.getName();
        this.parameterTypes = ParameterTypes.names(method.getParameterTypes());
        this.description = beanClass + "." + method.getName() + "(" + String.join(", ", this.parameterTypes) + ")";
        this.statistics = statistics;
    }

    @Override
    public Object processInvocation(InterceptorContext context) throws Exception {
        ContextTransactionManager transactions = ContextTransactionManager.getInstance();
        Transaction suspended = transactions.getTransaction() == null ? null : transactions.suspend();
        ForwardedResult result;
        long started = System.nanoTime();
        try {
            result = this.gateways.invoke(CallerIdentities.name(context), this.address, this.bean, this.view, this.method, this.parameterTypes,
                    context.getParameters());
        } catch (ForwardingRefusedException e) {
            this.statistics.failed.increment();
            throw e;
        } catch (Exception e) {
            this.statistics.failed.increment();
            throw this.gateways.unreachable(this.description, "Forwarded call " + this.description, e);
        } finally {
            if (suspended != null) {
                transactions.resume(suspended);
            }
        }
        this.statistics.forwardedNanos.add(System.nanoTime() - started);
        this.statistics.forwarded.increment();
        if (result.bookmark() != null) {
            this.statistics.bookmarksReceived.increment();
            RequestBookmarks.committed(result.bookmark());
        }
        Throwable thrown = result.thrown();
        if (thrown == null) {
            return result.value();
        }
        if (thrown instanceof Exception exception) {
            throw exception;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        throw new IllegalStateException("Main's " + this.description + " threw " + thrown, thrown);
    }
}
