// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;

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

    /**
     * Checks that a value is not blank.
     *
     * @param attribute the attribute name, for the message
     * @param text      the value
     * @return the value
     * @throws IllegalArgumentException if it is empty or only white space
     */
    public static String requireNonBlank(String attribute, String text) {
        if (text.isBlank()) {
            throw new IllegalArgumentException(attribute + " is empty");
        }
        return text;
    }

    /**
     * Checks that a value is a Java identifier, as a field or method name is.
     *
     * @param attribute the attribute name, for the message
     * @param text      the value
     * @return the value
     * @throws IllegalArgumentException if it is not
     */
    public static String requireIdentifier(String attribute, String text) {
        if (!isIdentifier(text)) {
            throw new IllegalArgumentException(attribute + " '" + text + "' is not a Java identifier");
        }
        return text;
    }

    /**
     * Checks that a value is a fully qualified (binary) Java class name such as {@code com.example.Item} or
     * {@code com.example.Outer$Inner}.
     *
     * @param attribute the attribute name, for the message
     * @param text      the value
     * @return the value
     * @throws IllegalArgumentException if it is not
     */
    public static String requireClassName(String attribute, String text) {
        if (!Arrays.stream(text.split("\\.", -1)).allMatch(AttributeValues::isIdentifier)) {
            throw new IllegalArgumentException(attribute + " '" + text + "' is not a Java class name such as "
                    + "com.example.Item");
        }
        return text;
    }

    private static boolean isIdentifier(String text) {
        return !text.isEmpty() && Character.isJavaIdentifierStart(text.codePointAt(0))
                && text.codePoints().skip(1)
                        .allMatch(c -> Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c));
    }
}
