// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Names the daemon threads Outpost runs for a deployment, e.g. {@code outpost-relay-shop.ear/shop-ejb.jar#shop-1}.
 */
final class DaemonThreads implements ThreadFactory {

    private final String prefix;
    private final AtomicInteger count = new AtomicInteger();

    DaemonThreads(String prefix) {
        this.prefix = prefix;
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, this.prefix + "-" + this.count.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    }
}
