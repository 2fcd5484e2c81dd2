// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cli;

import java.util.Map;

/** Loads a deployment's classes from their class files in memory, after its parent's. */
final class ArchiveClassLoader extends ClassLoader {

    private final Map<String, byte[]> classFiles;

    ArchiveClassLoader(Map<String, byte[]> classFiles, ClassLoader parent) {
        super("outpost-validate-deployment", parent);
        this.classFiles = classFiles;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classFiles.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
