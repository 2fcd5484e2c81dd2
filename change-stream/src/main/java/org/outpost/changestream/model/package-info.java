// SPDX-License-Identifier: Apache-2.0
/**
 * The change stream's immutable model: a {@link org.outpost.changestream.model.ChangeSet} per committed
 * main transaction, made of {@link org.outpost.changestream.model.RowChange}s whose columns hold a closed
 * set of {@link org.outpost.changestream.model.Value} types.
 */
package org.outpost.changestream.model;
