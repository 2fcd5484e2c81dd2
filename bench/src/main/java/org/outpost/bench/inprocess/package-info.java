// SPDX-License-Identifier: Apache-2.0
/**
 * What the in-process benches share: a persistence unit as a Hibernate session factory on an H2 database, as main or
 * an edge has it, without a server ({@link org.outpost.bench.inprocess.HibernateUnits}).
 */
package org.outpost.bench.inprocess;
