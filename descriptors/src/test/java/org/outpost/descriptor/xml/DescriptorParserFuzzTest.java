// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.Problem;

/**
 * Feeds the descriptor parser arbitrary bytes, as a standalone {@code outpost.xml} and as a {@code jboss-all.xml}: it
 * must answer every input, within libFuzzer's {@code -timeout}, with problems that each name the file and a place in it, never with
 * an exception; a descriptor it reads without problems must survive being written and read again.
 * <p>
 * By default (and in the module's default test run) this replays the committed corpus in
 * {@code DescriptorParserFuzzTestInputs/parses} and every descriptor of the other tests; the {@code fuzz} execution of
 * the module's build then fuzzes it for {@code outpost.fuzz.seconds} (see README, "Fuzzing").
 */
class DescriptorParserFuzzTest {

    private static final String FILE = "fuzzed.xml";

    @MethodSource("descriptorsOfTheOtherTests")
    @FuzzTest
    void parses(byte[] input) {
        ParsedDescriptor standalone = DescriptorParser.parse(new ByteArrayInputStream(input), FILE);
        standalone.problems().forEach(DescriptorParserFuzzTest::namesFileAndPlace);
        if (standalone.ok()) {
            String written = DescriptorWriter.toXml(standalone.descriptor());
            ParsedDescriptor reparsed = DescriptorParser.parse(new ByteArrayInputStream(
                    written.getBytes(StandardCharsets.UTF_8)), FILE);
            assertEquals(List.of(), reparsed.problems(), written);
            assertEquals(standalone.descriptor().canonical(), reparsed.descriptor().canonical(), written);
        }
        DescriptorParser.parseJBossAll(new ByteArrayInputStream(input), FILE)
                .ifPresent(inJBossAll -> inJBossAll.problems().forEach(DescriptorParserFuzzTest::namesFileAndPlace));
    }

    private static void namesFileAndPlace(Problem problem) {
        Origin.XmlLocation location = assertInstanceOf(Origin.XmlLocation.class, problem.origin(), problem::toString);
        assertEquals(FILE, location.file(), problem::toString);
        assertTrue(!problem.message().isBlank(), problem::toString);
    }

    /** Every XML file under {@code descriptors/} in the test resources: the valid, the invalid and jboss-all. */
    static Stream<byte[]> descriptorsOfTheOtherTests() throws IOException, URISyntaxException {
        Path root = Path.of(Objects.requireNonNull(DescriptorParserFuzzTest.class.getResource("/descriptors")).toURI());
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(path -> path.toString().endsWith(".xml")).sorted().map(DescriptorParserFuzzTest::read)
                    .toList().stream();
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
