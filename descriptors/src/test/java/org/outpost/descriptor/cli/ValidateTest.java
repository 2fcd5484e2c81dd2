// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.descriptor.fixture.SampleEars;

class ValidateTest {

    private static final String FIXTURE = SampleEars.FIXTURE;

    @TempDir
    Path temp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void printsTheEffectiveConfigurationOfACorrectEar() throws IOException {
        Path ear = SampleEars.correct().writeTo(temp.resolve("auction.ear"));
        assertEquals(Validate.OK, run(ear.toString()));
        assertEquals("", err());
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <outpost xmlns="urn:outpost:deployment:1.0">
                    <replicated-entity class="org.outpost.descriptor.fixture.Bid" fields="amount"/>
                    <replicated-entity class="org.outpost.descriptor.fixture.Category"/>
                    <replicated-entity class="org.outpost.descriptor.fixture.Item" update="sync" fields="name price" max-staleness="PT30S" when-disconnected="forward"/>
                    <cacheable-query name="Bid.forItem" max-entries="10"/>
                    <cacheable-query name="Item.byCategory" max-entries="50"/>
                    <cacheable-query name="Item.withBids" source="main" refresh="invalidate" invalidated-by="org.outpost.descriptor.fixture.Bid org.outpost.descriptor.fixture.Item" max-staleness="PT10S" when-disconnected="fail"/>
                    <facade class="org.outpost.descriptor.fixture.AuctionFacade" execute-at="edge">
                        <method name="browse" execute-at="main"/>
                        <method name="closeAuction" execute-at="main"/>
                        <method name="placeBid" execute-at="main"/>
                    </facade>
                </outpost>
                """, out());
    }

    @Test
    void printsEveryProblemOfABrokenEarWithItsLocation() throws IOException {
        Path ear = SampleEars.broken().writeTo(temp.resolve("broken.ear"));
        assertEquals(Validate.INVALID, run(ear.toString()));
        assertEquals("", out());
        String ejb = "broken.ear!/auction-ejb.jar!/META-INF/outpost.xml";
        String web = "broken.ear!/auction-web.war!/WEB-INF/jboss-all.xml";
        assertEquals(List.of(
                ejb + ":2:2: replicated-entity class '" + FIXTURE + "Itme' not found in the deployment",
                ejb + ":3:2: replicated-entity class '" + FIXTURE + "Bid': update 'asynch' is not one of async, sync, "
                        + "invalidate",
                ejb + ":5:6: method 'placeBd' of facade class '" + FIXTURE + "AuctionFacade' not found in the class or "
                        + "its superclasses",
                web + ":4:2: cacheable-query 'Item.byColour': no @NamedQuery named 'Item.byColour' in the deployment",
                web + ":5:2: replicated-entity class '" + FIXTURE + "Bid' is declared more than once; first at " + ejb
                        + ":3:2",
                web + ":6:2: replicated-entity class '" + FIXTURE + "Category': fields 'name' contradicts update "
                        + "'invalidate', with which only keys travel; drop the fields or choose another update mode"),
                err().lines().toList());
    }

    @Test
    void validatesAnExplodedEar() throws IOException {
        Path exploded = SampleEars.correct().explodeTo(temp.resolve("auction"));
        assertEquals(Validate.OK, run(exploded.toString()));
    }

    @Test
    void rejectsWrongArgumentsWithTheUsageLine() {
        assertEquals(Validate.USAGE, run());
        assertEquals(Validate.USAGE, run("a.ear", "b.ear"));
        assertEquals(Validate.USAGE, run("--help"));
        assertEquals(List.of(Validate.USAGE_LINE, Validate.USAGE_LINE, Validate.USAGE_LINE), err().lines().toList());
    }

    @Test
    void rejectsAMissingPath() {
        Path missing = temp.resolve("nowhere.ear");
        assertEquals(Validate.USAGE, run(missing.toString()));
        assertEquals("outpost-validate: " + missing + ": no such file or directory\n", err());
    }

    @Test
    void rejectsAFileThatIsNotAnArchive() throws IOException {
        Path text = Files.writeString(temp.resolve("readme.txt"), "hello");
        assertEquals(Validate.USAGE, run(text.toString()));
        assertEquals("outpost-validate: cannot read " + text + ": readme.txt is neither a directory nor a zip archive\n",
                err());
    }

    private int run(String... args) {
        return Validate.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
