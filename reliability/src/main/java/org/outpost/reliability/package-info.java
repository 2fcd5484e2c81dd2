// SPDX-License-Identifier: Apache-2.0
/**
 * The reliability suite ({@code reliability/run}): the WAN study's topology (main, two edges behind the WAN emulator,
 * PostgreSQL) with RUBiS c6 under a steady write load, faults injected in a seeded random order, and after each a
 * checkpoint: every replicated table of each edge compared with main's row by row, every acknowledged write found on
 * main, every counter the writes moved consistent; figures as {@code name: value} lines.
 */
package org.outpost.reliability;
