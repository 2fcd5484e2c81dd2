// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

/** Where a sample's generated rows go, one table after the other: PostgreSQL COPY, or a digest in tests. */
public interface RowSink {

    /** Starts the rows of {@code table}, whose columns are {@code columns} in this order. */
    void begin(String table, String... columns) throws Exception;

    /** One row, values in column order: numbers, strings or {@code java.time} values (their {@code toString} is the COPY text), never null. */
    void row(Object... values) throws Exception;

    /** Ends the current table; returns the number of rows written to it. */
    long end() throws Exception;

    /** One line of PostgreSQL's COPY text format, the form both sinks use. */
    static void appendLine(StringBuilder line, Object... values) {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                line.append('\t');
            }
            Object value = values[i];
            if (value instanceof String text) {
                for (int c = 0; c < text.length(); c++) {
                    char ch = text.charAt(c);
                    switch (ch) {
                        case '\\' -> line.append("\\\\");
                        case '\t' -> line.append("\\t");
                        case '\n' -> line.append("\\n");
                        case '\r' -> line.append("\\r");
                        default -> line.append(ch);
                    }
                }
            } else {
                line.append(value);
            }
        }
        line.append('\n');
    }
}
