// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.fixture.Archives;
import org.outpost.descriptor.fixture.AuctionFacade;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.fixture.Item;
import org.outpost.descriptor.fixture.SampleEars;
import org.outpost.descriptor.xml.ParsedDescriptor;

class ArchiveIndexerTest {

    @TempDir
    Path temp;

    @Test
    void indexesAnEarWithItsLibrariesAndModulesAndFindsTheirDescriptors() throws IOException {
        IndexedArchive archive = ArchiveIndexer.index(SampleEars.correct().writeTo(temp.resolve("auction.ear")));
        assertNotNull(archive.index().getClassByName(Item.class.getName()), "lib/model.jar");
        assertNotNull(archive.index().getClassByName(AuctionFacade.class.getName()), "auction-ejb.jar");
        assertEquals(List.of("auction.ear!/auction-ejb.jar!/META-INF/outpost.xml",
                        "auction.ear!/auction-web.war!/WEB-INF/jboss-all.xml"), fileNames(archive));
        assertTrue(archive.descriptors().stream().allMatch(ParsedDescriptor::ok));
    }

    @Test
    void indexesAnExplodedEarLikeAZippedOne() throws IOException {
        Path exploded = SampleEars.correct().explodeTo(temp.resolve("auction"));
        IndexedArchive archive = ArchiveIndexer.index(exploded);
        assertNotNull(archive.index().getClassByName(Item.class.getName()));
        assertEquals(List.of("auction/auction-ejb.jar!/META-INF/outpost.xml",
                "auction/auction-web.war!/WEB-INF/jboss-all.xml"), fileNames(archive));
    }

    @Test
    void indexesAWarWithClassesLibrariesAndItsDescriptor() throws IOException {
        Path war = new Archives()
                .classes("WEB-INF/classes/", List.of(AuctionFacade.class))
                .archive("WEB-INF/lib/model.jar", new Archives().classes("", List.of(Item.class)))
                .text("WEB-INF/classes/META-INF/outpost.xml", Fixtures.outpost(""))
                .writeTo(temp.resolve("shop.war"));
        IndexedArchive archive = ArchiveIndexer.index(war);
        assertNotNull(archive.index().getClassByName(Item.class.getName()));
        assertNotNull(archive.index().getClassByName(AuctionFacade.class.getName()));
        assertEquals(List.of("shop.war!/WEB-INF/classes/META-INF/outpost.xml"), fileNames(archive));
    }

    @Test
    void indexesAnExplodedWarRecognisedByItsContent() throws IOException {
        Path war = new Archives()
                .classes("WEB-INF/classes/", List.of(AuctionFacade.class))
                .text("WEB-INF/jboss-all.xml", "<jboss xmlns='urn:jboss:1.0'>" + Fixtures.outpost("") + "</jboss>")
                .explodeTo(temp.resolve("shop"));
        IndexedArchive archive = ArchiveIndexer.index(war);
        assertNotNull(archive.index().getClassByName(AuctionFacade.class.getName()));
        assertEquals(List.of("shop/WEB-INF/jboss-all.xml"), fileNames(archive));
    }

    @Test
    void indexesAJarAndReportsParseProblemsUnderItsName() throws IOException {
        Path jar = new Archives()
                .classes("", List.of(Item.class))
                .text("META-INF/outpost.xml", Fixtures.outpost("<replicated-entity/>"))
                .writeTo(temp.resolve("model.jar"));
        IndexedArchive archive = ArchiveIndexer.index(jar);
        assertEquals(List.of("model.jar!/META-INF/outpost.xml:2:2: replicated-entity lacks the required attribute "
                + "'class'"), archive.descriptors().get(0).problems().stream().map(Problem::toString).toList());
    }

    @Test
    void refusesAFileThatIsNotAnArchive() throws IOException {
        Path notZip = Files.writeString(temp.resolve("notes.ear"), "not a zip");
        IOException failure = assertThrows(IOException.class, () -> ArchiveIndexer.index(notZip));
        assertEquals("notes.ear is neither a directory nor a zip archive", failure.getMessage());
    }

    private static List<String> fileNames(IndexedArchive archive) {
        return List.copyOf(archive.descriptorsByFile().keySet());
    }
}
