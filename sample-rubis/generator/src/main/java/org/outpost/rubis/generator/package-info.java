// SPDX-License-Identifier: Apache-2.0
/**
 * The RUBiS data generator: a deterministic dataset (size, seed, reference time) loaded into PostgreSQL with COPY,
 * with the DDL, indexes and sequences of the RUBiS schema.
 */
package org.outpost.rubis.generator;
