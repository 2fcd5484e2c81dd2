// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The emulated WAN of a topology: one {@link LinkProxy} per named {@link WanLink}, started and closed together.
 */
public final class WanEmulator implements AutoCloseable {

    private final Map<String, LinkProxy> proxies;

    private WanEmulator(Map<String, LinkProxy> proxies) {
        this.proxies = proxies;
    }

    /**
     * Starts a proxy per link, in the given order; if one cannot bind, those already started are closed.
     *
     * @throws IllegalArgumentException if two links have the same name
     * @throws IOException              if a listen address cannot be bound
     */
    public static WanEmulator start(Collection<WanLink> links) throws IOException {
        Map<String, LinkProxy> proxies = new LinkedHashMap<>();
        try {
            for (WanLink link : links) {
                if (proxies.containsKey(link.name())) {
                    throw new IllegalArgumentException("two WAN links are named " + link.name());
                }
                proxies.put(link.name(), LinkProxy.start(link));
            }
        } catch (IOException | RuntimeException e) {
            proxies.values().forEach(LinkProxy::close);
            throw e;
        }
        return new WanEmulator(proxies);
    }

    /** The proxy of the link named {@code name}. */
    public LinkProxy link(String name) {
        LinkProxy proxy = proxies.get(name);
        if (proxy == null) {
            throw new NoSuchElementException("no WAN link named " + name + "; links: " + proxies.keySet());
        }
        return proxy;
    }

    /** Every proxy, in start order. */
    public List<LinkProxy> links() {
        return List.copyOf(proxies.values());
    }

    /** A snapshot of every link's counters, in start order. */
    public List<LinkStats> stats() {
        List<LinkStats> stats = new ArrayList<>();
        proxies.values().forEach(proxy -> stats.add(proxy.counters().snapshot()));
        return stats;
    }

    /** Resets every link's counters, e.g. after a warm-up. */
    public void resetCounters() {
        proxies.values().forEach(proxy -> proxy.counters().reset());
    }

    /** Closes every proxy; see {@link LinkProxy#close()}. */
    @Override
    public void close() {
        proxies.values().forEach(LinkProxy::close);
    }
}
