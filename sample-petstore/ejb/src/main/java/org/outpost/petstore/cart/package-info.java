// SPDX-License-Identifier: Apache-2.0
/**
 * The shopping cart, one per HTTP session (Pet Store's ShoppingCart): it lives on the server the user talks to, an
 * edge included, and holds what the cart, checkout and order pages show without any database.
 */
package org.outpost.petstore.cart;
