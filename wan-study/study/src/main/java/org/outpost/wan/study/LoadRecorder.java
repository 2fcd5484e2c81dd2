// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.pace;

import java.time.Duration;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/**
 * The load's page action: the paper's soft delays (§3.3: a session <em>sends</em> a request every {@code delay},
 * whatever the response time; Gatling's {@code pace}, one pace counter per virtual user across its sessions), then
 * the request, then its sample.
 */
final class LoadRecorder implements PageAction {

    private static final String SOFT_DELAY = "softDelay";

    private final Duration delay;
    private final LoadSamples samples;

    LoadRecorder(Duration delay, LoadSamples samples) {
        this.delay = delay;
        this.samples = samples;
    }

    @Override
    public ChainBuilder page(HttpRequestActionBuilder request) {
        return pace(this.delay, SOFT_DELAY)
                .exec(session -> session.removeAll(PageChains.RESPONSE_MILLIS, PageChains.STATUS, PageChains.ERRORS))
                .exec(request)
                .exec(session -> {
                    this.samples.record(Sample.of(session));
                    return session;
                });
    }
}
