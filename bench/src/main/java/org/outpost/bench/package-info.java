// SPDX-License-Identifier: Apache-2.0
/**
 * Benchmarks against real servers, each behind its own command (see docs/benchmarks.md): settings, the managed
 * servers they drive, paced load, and the replication benchmark's driver. They print name: value lines measured side
 * by side in one run.
 */
package org.outpost.bench;
