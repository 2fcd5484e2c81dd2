// SPDX-License-Identifier: Apache-2.0
package org.outpost.annotation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An enum constant that has a spelling in the deployment descriptor, such as {@code serve-stale}.
 */
public interface DescriptorToken {

    /**
     * Returns the spelling of this constant in {@code urn:outpost:deployment} descriptors.
     *
     * @return the XML attribute value, never {@code null}
     */
    String token();

    /**
     * Finds the constant of {@code type} spelled {@code text} in descriptors.
     *
     * @param type the enum
     * @param text the spelling, surrounding white space ignored
     * @return the constant, or empty if no constant is spelled so
     */
    static <E extends Enum<E> & DescriptorToken> Optional<E> of(Class<E> type, String text) {
        String token = text.strip();
        return Arrays.stream(type.getEnumConstants()).filter(constant -> constant.token().equals(token)).findFirst();
    }

    /**
     * Lists the spellings of every constant of {@code type}, in declaration order.
     *
     * @param type the enum
     * @return the spellings
     */
    static <E extends Enum<E> & DescriptorToken> List<String> tokens(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(DescriptorToken::token).toList();
    }
}
