// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.inprocess;

import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.format.FormatMapper;

/**
 * Hibernate's JSON format mapper for a unit without JSON columns (RUBiS', the bench's). Without one Hibernate picks
 * JSON-B, whose API this class path has (the Jakarta EE API jar) but no provider, and fails to start.
 */
public final class NoJsonFormatMapper implements FormatMapper {

    @Override
    public <T> T fromString(CharSequence charSequence, JavaType<T> javaType, WrapperOptions wrapperOptions) {
        throw new UnsupportedOperationException("the unit maps no JSON column");
    }

    @Override
    public <T> String toString(T value, JavaType<T> javaType, WrapperOptions wrapperOptions) {
        throw new UnsupportedOperationException("the unit maps no JSON column");
    }
}
