// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.Map;

/**
 * Parameter types by {@link Class#getName()}, the form a forwarded call names them in: primitives by keyword, arrays
 * in their binary form ({@code [J}, {@code [Ljava.lang.String;}), other classes through the deployment's class loader.
 */
final class ParameterTypes {

    private static final Map<String, Class<?>> PRIMITIVES = Map.of(
            "boolean", boolean.class, "byte", byte.class, "char", char.class, "short", short.class,
            "int", int.class, "long", long.class, "float", float.class, "double", double.class);

    private ParameterTypes() {
    }

    static Class<?> load(String name, ClassLoader loader) throws ClassNotFoundException {
        Class<?> primitive = PRIMITIVES.get(name);
        return primitive != null ? primitive : Class.forName(name, false, loader);
    }

    static String[] names(Class<?>[] types) {
        String[] names = new String[types.length];
        for (int i = 0; i < types.length; i++) {
            names[i] = types[i].getName();
        }
        return names;
    }
}
