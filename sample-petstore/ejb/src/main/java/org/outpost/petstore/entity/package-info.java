// SPDX-License-Identifier: Apache-2.0
/**
 * JPA entities on the tables of Java Pet Store 1.1.2 ({@code category}, {@code product}, {@code item},
 * {@code inventory}, {@code signon}, {@code account}, {@code orders}, {@code lineitem}); the generator creates the
 * tables.
 */
package org.outpost.petstore.entity;
