// SPDX-License-Identifier: Apache-2.0
/**
 * The two stateless façades of Pet Store's use cases, {@link org.outpost.petstore.facade.Catalog} (reads) and
 * {@link org.outpost.petstore.facade.Customer} (sign-on and orders); each page makes at most one call to one of them
 * (the paper's §4.2 rule), so a configuration that runs a façade on main costs one forwarded call per page.
 */
package org.outpost.petstore.facade;
