// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.descriptor.cli.Validate;
import org.outpost.querycache.fixture.Auction;

/** {@code outpost-validate} with the query cache's check: classifications as comments, refusals as problems. */
class QueryCacheCheckTest {

    @TempDir
    Path directory;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void printsTheClassificationOfEachCacheableQueryAfterTheConfiguration() throws Exception {
        Path jar = auctionJar("""
                <outpost xmlns="urn:outpost:deployment:1.0">
                    <replicated-entity class="org.outpost.querycache.fixture.Bid"/>
                    <replicated-entity class="org.outpost.querycache.fixture.Member"/>
                    <cacheable-query name="Bid.forItem"/>
                    <cacheable-query name="Category.all" source="main"/>
                </outpost>
                """);
        assertEquals(Validate.OK, run(jar), this.err::toString);
        String output = this.out.toString(StandardCharsets.UTF_8);
        assertTrue(output.endsWith("</outpost>\n"
                + "<!-- cacheable-query 'Bid.forItem' (source edge): maintained per parameter; Bid: by :item = b.item.id;"
                + " Member (b.bidder): the results holding the row -->\n"
                + "<!-- cacheable-query 'Category.all' (source main): invalidated per entity type; Category: every"
                + " result, the query has no parameter -->\n"), output);
    }

    @Test
    void aRefusedQueryIsAProblemAtItsElement() throws Exception {
        Path jar = auctionJar("""
                <outpost xmlns="urn:outpost:deployment:1.0">
                    <cacheable-query name="Item.locked" source="main"/>
                </outpost>
                """);
        assertEquals(Validate.INVALID, run(jar));
        assertEquals("auction.jar!/META-INF/outpost.xml:2:6: cacheable-query 'Item.locked' cannot be cached: it locks"
                + " rows (PESSIMISTIC_WRITE), which a cached result cannot do\n", this.err.toString(StandardCharsets.UTF_8));
    }

    private int run(Path deployment) {
        return Validate.run(new String[] {deployment.toString()}, new PrintStream(this.out, true, StandardCharsets.UTF_8),
                new PrintStream(this.err, true, StandardCharsets.UTF_8));
    }

    /** A JAR of the auction fixture's classes with this descriptor. */
    private Path auctionJar(String descriptor) throws IOException, URISyntaxException {
        Path jar = this.directory.resolve("auction.jar");
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
            for (Class<?> entity : Auction.ENTITIES) {
                String path = entity.getName().replace('.', '/') + ".class";
                zip.putNextEntry(new ZipEntry(path));
                zip.write(Files.readAllBytes(Path.of(entity.getResource("/" + path).toURI())));
                zip.closeEntry();
            }
            zip.putNextEntry(new ZipEntry("META-INF/outpost.xml"));
            zip.write(descriptor.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return jar;
    }
}
