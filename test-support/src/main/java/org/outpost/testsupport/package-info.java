// SPDX-License-Identifier: Apache-2.0
/**
 * What the testsuites, benchmarks and launchers share: {@link org.outpost.testsupport.WildFlyServer}, the management
 * client of a running main or edge, and the shape of the small applications they deploy
 * ({@link org.outpost.testsupport.OpApplication}, {@link org.outpost.testsupport.OpServlet},
 * {@link org.outpost.testsupport.OpClient}, {@link org.outpost.testsupport.EntityFacade}).
 */
package org.outpost.testsupport;
