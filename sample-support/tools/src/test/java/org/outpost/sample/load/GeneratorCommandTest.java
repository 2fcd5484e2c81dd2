// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

class GeneratorCommandTest {

    private static final DatabaseSchema NO_SCHEMA = new DatabaseSchema(List.of(), List.of(), List.of());

    @Test
    void copyTextEscapesTabsNewlinesAndBackslashes() {
        StringBuilder line = new StringBuilder();
        RowSink.appendLine(line, 1, "a\tb\nc\\d", 2.5);
        assertEquals("1\ta\\tb\\nc\\\\d\t2.5\n", line.toString());
    }

    @Test
    void aValueWithoutItsOptionPrintsTheUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = command(options -> sink -> { }).run(new String[] {"--size"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, exit);
        assertEquals("usage: demo-generator --size S\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBadOptionValueIsNamedBeforeAnythingIsLoaded() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = command(options -> {
            options.seed();
            return sink -> { };
        }).run(new String[] {"--seed", "many", "--jdbc-url", "jdbc:postgresql://127.0.0.1:1/none"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, exit);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("demo-generator: --seed must be a whole number, not 'many'"), err::toString);
    }

    @Test
    void aDatabaseThatCannotBeReachedFailsWithExitCode1() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = command(options -> sink -> { }).run(new String[] {"--jdbc-url", "jdbc:postgresql://127.0.0.1:1/none"},
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, exit);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("demo-generator: "), err::toString);
    }

    @Test
    void aDigestCountsRowsPerTable() throws Exception {
        DigestSink sink = new DigestSink();
        sink.begin("a", "x");
        sink.row(1);
        sink.row(2);
        sink.end();
        assertEquals(2L, sink.rowsByTable().get("a"));
        assertEquals(64, sink.hex().length());
    }

    private static GeneratorCommand command(GeneratorCommand.DatasetChoice datasets) {
        return new GeneratorCommand("demo-generator", "--size S", "jdbc:postgresql://127.0.0.1:1/none", NO_SCHEMA, datasets);
    }
}
