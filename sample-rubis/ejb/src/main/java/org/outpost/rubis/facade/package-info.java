// SPDX-License-Identifier: Apache-2.0
/**
 * Stateless façades, one per group of RUBiS use cases; each page makes at most one call to one of them (the paper's
 * §4.2 rule), so a configuration that runs a façade on main costs one forwarded call per page.
 */
package org.outpost.rubis.facade;
