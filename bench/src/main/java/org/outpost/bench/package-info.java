// SPDX-License-Identifier: Apache-2.0
/**
 * Benchmarks against real servers, each behind its own command (see docs/benchmarks.md): their settings, paced load,
 * and the drivers of the replication and the forwarding benchmark, which reach the servers through test-support's
 * {@code WildFlyServer}. They print name: value lines measured side by side in one run.
 */
package org.outpost.bench;
