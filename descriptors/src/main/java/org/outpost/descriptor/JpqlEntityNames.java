// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the entity names a JPQL statement reads, without a full JPQL parser. It splits the statement into
 * identifiers (dots included), commas and parentheses, skipping string literals and named or positional parameters,
 * then collects:
 * <ul>
 *   <li>after {@code FROM}: the first identifier, and after each following top-level comma of that clause the
 *       first identifier again, unless it is {@code IN} (a collection member declaration, which is a path);</li>
 *   <li>after {@code JOIN} (with an optional {@code FETCH}): the identifier if it contains no dot; a dotted one is an
 *       association path such as {@code i.bids}, whose entity only the mapping knows.</li>
 * </ul>
 * Subqueries are covered because every {@code FROM} and {@code JOIN} is examined; the {@code FROM} inside
 * {@code TRIM(...)} and {@code EXTRACT(...)} is not a clause and is ignored. A name may be an entity name or a
 * fully qualified class name; the caller resolves it.
 */
public final class JpqlEntityNames {

    private static final Pattern TOKEN = Pattern.compile(
            "'(?:[^']|'')*'"                       // string literal, skipped
                    + "|[:?][\\p{L}\\p{N}_$]*"     // parameter, skipped
                    + "|[\\p{L}_$][\\p{L}\\p{N}_$.]*" // identifier or path
                    + "|[,()]");                   // structure
    private static final Set<String> RANGE_END = Set.of("WHERE", "GROUP", "HAVING", "ORDER", "UNION", "INTERSECT",
            "EXCEPT", "SET");
    private static final Set<String> FROM_FUNCTIONS = Set.of("TRIM", "EXTRACT");
    private static final Set<String> JOIN_MODIFIERS = Set.of("FETCH", "LATERAL");

    private JpqlEntityNames() {
    }

    /**
     * Returns the entity names a statement reads through {@code FROM} and {@code JOIN}.
     *
     * @param jpql the statement
     * @return the names in order of first appearance, without duplicates
     */
    public static List<String> of(String jpql) {
        List<String> tokens = tokens(jpql);
        Set<String> names = new LinkedHashSet<>();
        for (Range range : ranges(tokens)) {
            String token = tokens.get(range.index());
            if (isIdentifier(token) && !token.equalsIgnoreCase("IN") && !(range.join() && token.contains("."))) {
                names.add(token);
            }
        }
        return List.copyOf(names);
    }

    /**
     * Returns whether a statement reads a derived table (a subquery in {@code FROM} or {@code JOIN}) or a common table
     * expression ({@code WITH}): rows that are no entity's.
     *
     * @param jpql the statement
     * @return {@code true} if it does
     */
    public static boolean readsDerivedTable(String jpql) {
        List<String> tokens = tokens(jpql);
        return !tokens.isEmpty() && tokens.get(0).equalsIgnoreCase("WITH")
                || ranges(tokens).stream().anyMatch(range -> tokens.get(range.index()).equals("("));
    }

    /** Where a range starts: after {@code FROM} or a top-level comma of its clause, or after {@code JOIN}. */
    private record Range(int index, boolean join) {
    }

    private static List<Range> ranges(List<String> tokens) {
        List<Range> ranges = new ArrayList<>();
        Deque<String> openedBy = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++) {
            String keyword = tokens.get(i).toUpperCase(Locale.ROOT);
            if (keyword.equals("(")) {
                openedBy.push(i == 0 ? "" : tokens.get(i - 1).toUpperCase(Locale.ROOT));
            } else if (keyword.equals(")")) {
                openedBy.poll();
            } else if (keyword.equals("FROM") && (openedBy.isEmpty() || !FROM_FUNCTIONS.contains(openedBy.peek()))) {
                fromClause(tokens, i + 1, ranges);
            } else if (keyword.equals("JOIN")) {
                int target = i + 1;
                while (target < tokens.size() && JOIN_MODIFIERS.contains(tokens.get(target).toUpperCase(Locale.ROOT))) {
                    target++;
                }
                if (target < tokens.size()) {
                    ranges.add(new Range(target, true));
                }
            }
        }
        return ranges;
    }

    /** Collects the range starts of a FROM clause starting at {@code start}. */
    private static void fromClause(List<String> tokens, int start, List<Range> ranges) {
        boolean expectRange = true;
        int depth = 0;
        for (int i = start; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (token.equals(")")) {
                if (--depth < 0) {
                    return;
                }
            } else if (depth == 0 && RANGE_END.contains(token.toUpperCase(Locale.ROOT))) {
                return;
            } else if (depth == 0 && token.equals(",")) {
                expectRange = true;
                continue;
            } else {
                if (expectRange && depth == 0) {
                    ranges.add(new Range(i, false));
                }
                if (token.equals("(")) {
                    depth++;
                }
            }
            expectRange = false;
        }
    }

    private static boolean isIdentifier(String token) {
        int first = token.codePointAt(0);
        return Character.isLetter(first) || first == '_' || first == '$';
    }

    private static List<String> tokens(String jpql) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(jpql);
        while (matcher.find()) {
            String token = matcher.group();
            if (!token.startsWith("'") && !token.startsWith(":") && !token.startsWith("?")) {
                tokens.add(token);
            }
        }
        return tokens;
    }
}
