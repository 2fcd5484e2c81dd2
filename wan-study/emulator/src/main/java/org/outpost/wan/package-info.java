// SPDX-License-Identifier: Apache-2.0
/**
 * The WAN emulator of the WAN study: a user-space TCP proxy per link that delays each direction by a one-way delay
 * and a bandwidth, keeps order, and counts connections, bytes and request/response round trips; faults (cut, stall,
 * units dropped, duplicated, corrupted, reordered or delayed) can be set and ended while it runs.
 */
package org.outpost.wan;
