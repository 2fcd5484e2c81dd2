// SPDX-License-Identifier: Apache-2.0
/**
 * Loading a sample's generated dataset: the rows as a {@link org.outpost.sample.load.RowSource}, written to
 * PostgreSQL with COPY ({@link org.outpost.sample.load.DatabaseLoader}) or to a digest in tests
 * ({@link org.outpost.sample.load.DigestSink}), and the generator command they share.
 */
package org.outpost.sample.load;
