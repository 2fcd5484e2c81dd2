/**
 * The change stream's immutable model: a {@link org.outpost.replication.model.ChangeSet} per committed
 * main transaction, made of {@link org.outpost.replication.model.RowChange}s whose columns hold a closed
 * set of {@link org.outpost.replication.model.Value} types.
 */
package org.outpost.replication.model;
