// SPDX-License-Identifier: Apache-2.0
/**
 * The Pet Store data generator: a deterministic dataset (size, seed) loaded into PostgreSQL with COPY, with the DDL,
 * keys, indexes and sequence of the Pet Store tables.
 */
package org.outpost.petstore.generator;
