// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.time.Duration;
import java.time.format.DateTimeParseException;

/**
 * Parses and checks the attribute values shared by the XML and annotation forms; every failure is an
 * {@link IllegalArgumentException} whose message names the attribute and its bad value.
 */
public final class AttributeValues {

    private AttributeValues() {
    }

    /**
     * Parses a positive ISO-8601 duration such as {@code PT30S}, as {@link Duration#parse} accepts it.
     *
     * @param attribute the attribute name, for the message
     * @param text      the value
     * @return the duration
     * @throws IllegalArgumentException if the value is not a positive duration
     */
    public static Duration parsePositiveDuration(String attribute, String text) {
        try {
            return requirePositive(attribute, Duration.parse(text));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(
                    attribute + " '" + text + "' is not an ISO-8601 duration such as PT30S", e);
        }
    }

    /**
     * Parses a positive decimal integer.
     *
     * @param attribute the attribute name, for the message
     * @param text      the value
     * @return the number
     * @throws IllegalArgumentException if the value is not a positive integer
     */
    public static int parsePositiveInt(String attribute, String text) {
        try {
            return requirePositive(attribute, Integer.parseInt(text.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(attribute + " '" + text + "' is not an integer", e);
        }
    }

    /**
     * Checks that a duration is positive.
     *
     * @param attribute the attribute name, for the message
     * @param value     the duration
     * @return the duration
     * @throws IllegalArgumentException if it is zero or negative
     */
    public static Duration requirePositive(String attribute, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(attribute + " '" + value + "' is not positive");
        }
        return value;
    }

    /**
     * Checks that a number is positive.
     *
     * @param attribute the attribute name, for the message
     * @param value     the number
     * @return the number
     * @throws IllegalArgumentException if it is zero or negative
     */
    public static int requirePositive(String attribute, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException(attribute + " '" + value + "' is not positive");
        }
        return value;
    }
}
