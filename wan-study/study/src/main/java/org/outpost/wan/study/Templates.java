// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Fills the request templates of the samples' session pattern files: each {@code {name}} becomes its value, URL-encoded. */
final class Templates {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z]+)}");

    private Templates() {
    }

    static String fill(String template, Map<String, ?> values) {
        return fill(template, name -> values.containsKey(name) ? String.valueOf(values.get(name)) : null);
    }

    /**
     * @param values a placeholder's value, or null when there is none
     * @throws IllegalArgumentException naming the template and the placeholder without a value
     */
    static String fill(String template, Function<String, String> values) {
        Matcher placeholder = PLACEHOLDER.matcher(template);
        StringBuilder filled = new StringBuilder();
        while (placeholder.find()) {
            String value = values.apply(placeholder.group(1));
            if (value == null) {
                throw new IllegalArgumentException("no value for {" + placeholder.group(1) + "} in " + template);
            }
            placeholder.appendReplacement(filled, Matcher.quoteReplacement(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        }
        return placeholder.appendTail(filled).toString();
    }
}
