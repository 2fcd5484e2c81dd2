// SPDX-License-Identifier: Apache-2.0
/**
 * The base of the subsystem: this server's Outpost (OutpostServer, the org.outpost.server capability), its resolved
 * configuration (OutpostConfiguration), its role, its attachments and its message logger (OutpostLogger, OUTPOST0001
 * to OUTPOST0099). Every feature package depends on it; it depends on none.
 */
package org.outpost.extension.server;
