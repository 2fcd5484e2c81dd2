// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.List;
import java.util.function.UnaryOperator;

import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.Session;

/**
 * One step of a writer's session: its page, its request template (placeholders filled from the session's attributes),
 * what to read from its answer into the session (optional checks, so that a refused request leaves the previous
 * values), and what to compute from the session before it is sent.
 */
record WriterStep(PageId page, String template, List<CheckBuilder> reads, UnaryOperator<Session> before) {

    /** A step that reads nothing and computes nothing. */
    static WriterStep plain(PageId page, String template) {
        return new WriterStep(page, template, List.of(), UnaryOperator.identity());
    }
}
