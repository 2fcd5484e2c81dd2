// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.feed;
import static io.gatling.javaapi.core.CoreDsl.responseTimeInMillis;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.flushCookieJar;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/**
 * The Gatling chains of one session of a workload, for the load and the probe alike: every page is the same GET,
 * named by its page label, whose answer's time, status and {@code ERROR} count go into the session for the
 * {@link PageAction} to use.
 */
final class PageChains {

    /** Session attribute: the {@link ClientGroup} of the virtual user. */
    static final String GROUP = "group";
    /** Session attribute: the {@link PageId} of the page being requested. */
    static final String PAGE = "page";
    static final String PATH = "path";
    static final String RESPONSE_MILLIS = "responseMillis";
    static final String STATUS = "status";
    /** Session attribute: how many times the answer says {@code ERROR} (a page the application refused). */
    static final String ERRORS = "errors";
    private static final String PLAN = "plan";
    private static final String STEP = "step";

    private final Workload workload;
    private final String root;

    PageChains(Workload workload) {
        this.workload = workload;
        String contextRoot = workload.app().contextRoot();
        this.root = contextRoot.substring(0, contextRoot.length() - 1);
    }

    /** Browser sessions one after another for ever, each planned at its start. */
    ChainBuilder browserSession(Random random, boolean everyPageOnce, PageAction action) {
        Iterator<Map<String, Object>> plans = Stream.generate(() -> Map.<String, Object>of(PLAN,
                this.workload.browserSession(random, everyPageOnce))).iterator();
        return feed(plans).repeat(session -> session.<PlannedRequest>getList(PLAN).size(), STEP).on(
                exec(session -> {
                    PlannedRequest request = session.<PlannedRequest>getList(PLAN).get(session.getInt(STEP));
                    return session.set(PAGE, request.page()).set(PATH, this.root + request.path());
                }).exec(action.page(request(List.of()))));
    }

    /** One writer session, in a browser of its own (no cookie of an earlier session). */
    ChainBuilder writerSession(Random random, PageAction action) {
        ChainBuilder chain = exec(flushCookieJar()).exec(session -> session.setAll(this.workload.writerStart(random)));
        for (WriterStep step : this.workload.writerSession()) {
            chain = chain.exec(session -> {
                Session prepared = step.before().apply(session);
                String path = Templates.fill(step.template(), name -> prepared.contains(name) ? String.valueOf((Object) prepared.get(name)) : null);
                return prepared.set(PAGE, step.page()).set(PATH, this.root + path);
            }).exec(action.page(request(step.reads())));
        }
        return chain;
    }

    private static HttpRequestActionBuilder request(List<CheckBuilder> reads) {
        HttpRequestActionBuilder request = http(session -> session.<PageId>get(PAGE).label()).get(session -> session.getString(PATH))
                .check(responseTimeInMillis().saveAs(RESPONSE_MILLIS), status().saveAs(STATUS), substring("ERROR").count().saveAs(ERRORS));
        return reads.isEmpty() ? request : request.check(reads);
    }
}
