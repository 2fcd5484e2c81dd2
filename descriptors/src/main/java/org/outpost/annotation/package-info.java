// SPDX-License-Identifier: Apache-2.0
/**
 * The annotations applications put on their entities, queries and EJBs to configure Outpost, and the enums they share
 * with the descriptor model. A {@code META-INF/outpost.xml} element overrides the annotation for the same key.
 */
package org.outpost.annotation;
