// SPDX-License-Identifier: Apache-2.0
/**
 * The probe the reliability suite deploys on main and on each edge (a WAR of its own, no Outpost descriptor): the
 * digest of every row of a table, read through a datasource, so that an edge's replica store and main's database can
 * be compared row by row.
 */
package org.outpost.reliability.probe;
