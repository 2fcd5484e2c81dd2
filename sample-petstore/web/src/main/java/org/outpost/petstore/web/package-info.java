// SPDX-License-Identifier: Apache-2.0
/**
 * The Pet Store screens: one servlet per screen at {@code /estore/control/<screen>} (Pet Store 1.1.2's screen
 * names), each making at most one façade call; the signed-in customer, the order being placed and the shopping cart
 * live in the user's HTTP session on the server the user talks to.
 */
package org.outpost.petstore.web;
