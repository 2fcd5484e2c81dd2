// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import org.outpost.querycache.remote.MainQueryChannel;
import org.outpost.querycache.remote.QueryAnswer;
import org.outpost.querycache.remote.QueryRequest;

/**
 * On an edge, the way of one deployment's query caches to main, connected once the deployment's modules are known:
 * the query cache is wired before the EJB modules are described, and the channel goes through the forwarding gateway
 * of one of them. Thread-safe.
 */
public final class MainQueryRoute implements MainQueryChannel {

    private final String deployment;
    private volatile MainQueryChannel channel;

    MainQueryRoute(String deployment) {
        this.deployment = deployment;
    }

    /**
     * Connects the route, unless it is connected already.
     *
     * @param way     the channel through the forwarding gateway of {@code module} on main
     * @param mainUrl main's URL, for the log
     * @param module  the module whose gateway the channel calls, for the log
     */
    public synchronized void connect(MainQueryChannel way, String mainUrl, String module) {
        if (this.channel == null) {
            this.channel = way;
            QueryCacheSubsystemLogger.ROOT_LOGGER.askingMain(deployment, mainUrl, module);
        }
    }

    /** Whether the route is connected. */
    public boolean connected() {
        return this.channel != null;
    }

    @Override
    public QueryAnswer run(QueryRequest request) {
        MainQueryChannel way = this.channel;
        if (way == null) {
            throw new IllegalStateException("Deployment " + deployment + " has no way to main for query " + request.query()
                    + ": it has no EJB module, whose forwarding gateway on main answers source=\"main\" queries");
        }
        return way.run(request);
    }
}
