// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.outpost.rubis.generator.DatasetSize;

/** The {@code --name value} arguments of a bench driver, read by type; every error names the option at fault. */
final class BenchArguments {

    private final Map<String, String> given;

    private BenchArguments(Map<String, String> given) {
        this.given = given;
    }

    /** Settings that {@code reader} makes of the arguments; fails naming any option it did not read. */
    static <T> T read(String[] args, Function<BenchArguments, T> reader) {
        BenchArguments given = parse(args);
        T settings = reader.apply(given);
        if (!given.given.isEmpty()) {
            throw new IllegalArgumentException("unknown option(s) " + given.given.keySet());
        }
        return settings;
    }

    private static BenchArguments parse(String... args) {
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("expected --name value pairs, got '" + args[i] + "'");
            }
            given.put(args[i].substring(2), args[i + 1]);
        }
        return new BenchArguments(given);
    }

    /** A whole number ({@code 60_000} allowed), or {@code otherwise} when not given. */
    int integer(String name, int otherwise) {
        String text = this.given.remove(name);
        try {
            return text == null ? otherwise : Integer.parseInt(text.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a whole number: '" + text + "'");
        }
    }

    /** The text given, empty when not given. */
    Optional<String> text(String name) {
        return Optional.ofNullable(this.given.remove(name));
    }

    double decimal(String name, double otherwise) {
        String text = this.given.remove(name);
        try {
            return text == null ? otherwise : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a number: '" + text + "'");
        }
    }

    /** {@code 250ms}, {@code 30s}, {@code 2m}; a bare number is milliseconds. */
    Duration duration(String name, Duration otherwise) {
        String text = this.given.remove(name);
        if (text == null) {
            return otherwise;
        }
        try {
            if (text.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2)));
            }
            if (text.endsWith("s")) {
                return Duration.ofSeconds(Long.parseLong(text.substring(0, text.length() - 1)));
            }
            if (text.endsWith("m")) {
                return Duration.ofMinutes(Long.parseLong(text.substring(0, text.length() - 1)));
            }
            return Duration.ofMillis(Long.parseLong(text));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a duration (e.g. 250ms, 30s, 2m): '" + text + "'");
        }
    }

    /** A RUBiS dataset size ({@code paper}, {@code small} or {@code published}), or {@code otherwise} when not given. */
    DatasetSize dataset(String name, DatasetSize otherwise) {
        String text = this.given.remove(name);
        try {
            return text == null ? otherwise : DatasetSize.named(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + name + ": " + e.getMessage(), e);
        }
    }

    /** {@code port} on 127.0.0.1. */
    static InetSocketAddress loopback(int port) {
        return new InetSocketAddress("127.0.0.1", port);
    }

    static void requirePositive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException("--" + name + " must be positive, got " + value);
        }
    }
}
