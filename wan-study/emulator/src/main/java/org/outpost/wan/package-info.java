// SPDX-License-Identifier: Apache-2.0
/**
 * The WAN emulator of the WAN study: a user-space TCP proxy per link that delays each direction by a one-way delay
 * and a bandwidth, never reorders, and counts connections, bytes and request/response round trips.
 */
package org.outpost.wan;
