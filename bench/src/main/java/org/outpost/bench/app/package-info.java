// SPDX-License-Identifier: Apache-2.0
/**
 * The benchmark application deployed on main and the edge: a replicated Item entity, its façade and a servlet that
 * writes and reads it.
 */
package org.outpost.bench.app;
