// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/** What happens around each page request: the load paces and records it, the probe counts the WAN's round trips. */
interface PageAction {

    /**
     * The chain that sends {@code request} for the page in the session attributes {@link PageChains#PAGE} and
     * {@link PageChains#GROUP}; the request saves {@link PageChains#RESPONSE_MILLIS}, {@link PageChains#STATUS} and
     * {@link PageChains#ERRORS}.
     */
    ChainBuilder page(HttpRequestActionBuilder request);
}
