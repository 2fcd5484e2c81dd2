// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.jboss.jandex.Indexer;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * Indexes a deployment (EAR, WAR or JAR, zipped or exploded) with Jandex and finds its Outpost descriptors, without
 * loading a class. An EAR contributes its {@code lib/*.jar} libraries and its {@code *.jar} and {@code *.war}
 * modules; a WAR its {@code WEB-INF/classes} and {@code WEB-INF/lib/*.jar}. Descriptors are read from the EAR and
 * from each module: {@code META-INF/outpost.xml} ({@code WEB-INF/classes/META-INF/outpost.xml} in a WAR) and the
 * {@code outpost} element of {@code META-INF/jboss-all.xml} ({@code WEB-INF/jboss-all.xml} in a WAR).
 */
public final class ArchiveIndexer {

    private static final String OUTPOST_XML = "META-INF/outpost.xml";
    private static final String JBOSS_ALL_XML = "jboss-all.xml";
    private static final String WEB_INF = "WEB-INF/";
    private static final String CLASSES = WEB_INF + "classes/";

    private final Indexer indexer = new Indexer();
    private final Map<String, ParsedDescriptor> descriptors = new LinkedHashMap<>();
    private final Map<String, byte[]> classFiles = new LinkedHashMap<>();

    private ArchiveIndexer() {
    }

    /**
     * Indexes a deployment. Its kind comes from its name ({@code .ear}, {@code .war}, else a JAR) or, for a
     * directory without such a name, from its content ({@code META-INF/application.xml}, {@code WEB-INF/}).
     *
     * @param deployment an archive file or an exploded directory
     * @return the index and the descriptors, in path order
     * @throws IOException if a file cannot be read, is not a zip archive, or holds an unreadable class file
     */
    public static IndexedArchive index(Path deployment) throws IOException {
        ArchiveIndexer archiveIndexer = new ArchiveIndexer();
        ArchiveContent root = ArchiveContent.open(deployment);
        String name = root.name();
        if (name.endsWith(".ear") || !name.endsWith(".war") && !name.endsWith(".jar")
                && root.file("META-INF/application.xml").isPresent()) {
            archiveIndexer.enterpriseArchive(root);
        } else if (name.endsWith(".war") || !name.endsWith(".jar") && root.hasFilesUnder(WEB_INF)) {
            archiveIndexer.webArchive(root);
        } else {
            archiveIndexer.javaArchive(root, true);
        }
        return new IndexedArchive(archiveIndexer.indexer.complete(), archiveIndexer.descriptors,
                archiveIndexer.classFiles);
    }

    private void enterpriseArchive(ArchiveContent ear) throws IOException {
        descriptors(ear, OUTPOST_XML, "META-INF/" + JBOSS_ALL_XML);
        for (String library : ear.children("lib/")) {
            if (library.endsWith(".jar")) {
                javaArchive(ear.nested(library), false);
            }
        }
        for (String module : ear.children("")) {
            if (module.endsWith(".jar")) {
                javaArchive(ear.nested(module), true);
            } else if (module.endsWith(".war")) {
                webArchive(ear.nested(module));
            }
        }
    }

    private void webArchive(ArchiveContent war) throws IOException {
        descriptors(war, CLASSES + OUTPOST_XML, WEB_INF + JBOSS_ALL_XML);
        classes(war, CLASSES);
        for (String library : war.children(WEB_INF + "lib/")) {
            if (library.endsWith(".jar")) {
                javaArchive(war.nested(library), false);
            }
        }
    }

    private void javaArchive(ArchiveContent jar, boolean module) throws IOException {
        if (module) {
            descriptors(jar, OUTPOST_XML, "META-INF/" + JBOSS_ALL_XML);
        }
        classes(jar, "");
    }

    private void classes(ArchiveContent archive, String directory) throws IOException {
        for (Map.Entry<String, byte[]> file : archive.filesUnder(directory).entrySet()) {
            String path = file.getKey();
            if (path.endsWith(".class") && !path.startsWith(directory + "META-INF/")) {
                try (InputStream in = new ByteArrayInputStream(file.getValue())) {
                    classFiles.putIfAbsent(indexer.indexWithSummary(in).name().toString(), file.getValue());
                } catch (IOException | RuntimeException e) {
                    throw new IOException("cannot index " + archive.fileName(path) + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private void descriptors(ArchiveContent archive, String outpostXml, String jbossAllXml) throws IOException {
        Optional<InputStream> standalone = archive.file(outpostXml);
        if (standalone.isPresent()) {
            try (InputStream in = standalone.get()) {
                String fileName = archive.fileName(outpostXml);
                descriptors.put(fileName, DescriptorParser.parse(in, fileName));
            }
        }
        Optional<InputStream> jbossAll = archive.file(jbossAllXml);
        if (jbossAll.isPresent()) {
            try (InputStream in = jbossAll.get()) {
                String fileName = archive.fileName(jbossAllXml);
                DescriptorParser.parseJBossAll(in, fileName).ifPresent(found -> descriptors.put(fileName, found));
            }
        }
    }
}
