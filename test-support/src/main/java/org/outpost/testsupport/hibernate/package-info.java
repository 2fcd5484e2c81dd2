// SPDX-License-Identifier: Apache-2.0
/** Hibernate outside WildFly: {@link org.outpost.testsupport.hibernate.MapRegionFactory}, a second-level cache in maps. */
package org.outpost.testsupport.hibernate;
