// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The command line of the demo and the study: {@code --name value} options and {@code --name} flags. An unknown
 * argument, a missing value or a missing required option is an {@link IllegalArgumentException} naming it.
 */
final class CommandLine {

    private final Map<String, String> values;
    private final Set<String> flags;

    private CommandLine(Map<String, String> values, Set<String> flags) {
        this.values = values;
        this.flags = flags;
    }

    static CommandLine parse(String[] args, Set<String> options, Set<String> flags) {
        Map<String, String> values = new HashMap<>();
        Set<String> set = new HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (flags.contains(arg)) {
                set.add(arg);
            } else if (options.contains(arg)) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(arg + " needs a value");
                }
                values.put(arg, args[++i]);
            } else {
                throw new IllegalArgumentException("unknown argument " + arg);
            }
        }
        return new CommandLine(values, set);
    }

    Optional<String> value(String option) {
        return Optional.ofNullable(this.values.get(option));
    }

    String required(String option) {
        return value(option).orElseThrow(() -> new IllegalArgumentException(option + " is required"));
    }

    boolean flag(String flag) {
        return this.flags.contains(flag);
    }
}
