// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import io.gatling.javaapi.core.Session;

/**
 * One page request of the load as its client saw it.
 *
 * @param startMillis when it was sent (epoch milliseconds)
 * @param millis      its response time as Gatling measures it (connection set-up included), or -1 when no answer came
 * @param status      the HTTP status, or -1 when no answer came
 * @param errors      how many times the answer says {@code ERROR}: the application refused the request
 */
public record Sample(ClientGroup group, PageId page, long startMillis, long millis, int status, int errors) {

    /** Whether the page was served: status 200 and no {@code ERROR}. */
    public boolean ok() {
        return this.status == 200 && this.errors == 0;
    }

    /** The sample of the request a virtual user just made (its {@link PageChains} attributes), ended now. */
    static Sample of(Session session) {
        long millis = session.contains(PageChains.RESPONSE_MILLIS) ? session.getInt(PageChains.RESPONSE_MILLIS) : -1;
        int status = session.contains(PageChains.STATUS) ? session.getInt(PageChains.STATUS) : -1;
        int errors = session.contains(PageChains.ERRORS) ? session.getInt(PageChains.ERRORS) : 0;
        return new Sample(session.get(PageChains.GROUP), session.get(PageChains.PAGE), System.currentTimeMillis() - Math.max(millis, 0),
                millis, status, errors);
    }
}
