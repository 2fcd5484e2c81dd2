// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * The classes of a persistence unit as its Hibernate loads them (the deployment's, whatever the calling thread),
 * for decoding the application's enums in parameter values and result rows.
 */
final class UnitClasses extends ClassLoader {

    private final ClassLoaderService service;

    private UnitClasses(ClassLoaderService service) {
        super(null);
        this.service = service;
    }

    static ClassLoader of(SessionFactoryImplementor factory) {
        return new UnitClasses(factory.getServiceRegistry().requireService(ClassLoaderService.class));
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        try {
            return service.classForName(name);
        } catch (ClassLoadingException e) {
            throw new ClassNotFoundException(name, e);
        }
    }
}
