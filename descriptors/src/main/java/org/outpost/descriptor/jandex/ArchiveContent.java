// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The files of an archive or exploded directory that indexing needs (classes, XML, nested archives), in memory,
 * keyed by their path inside it with {@code /} separators. A nested module may be a zipped entry or, in an exploded
 * directory, a sub-directory.
 */
final class ArchiveContent {

    private static final byte[] ZIP_MAGIC = {'P', 'K'};
    private static final String[] KEPT_SUFFIXES = {".class", ".xml", ".jar", ".war"};

    private final String name;
    private final String separator;
    private final SortedMap<String, byte[]> files;

    private ArchiveContent(String name, String separator, SortedMap<String, byte[]> files) {
        this.name = name;
        this.separator = separator;
        this.files = files;
    }

    static ArchiveContent open(Path path) throws IOException {
        String name = path.getFileName().toString();
        if (!Files.isDirectory(path)) {
            return unzip(name, Files.readAllBytes(path));
        }
        SortedMap<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                String relative = path.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
                if (kept(relative)) {
                    files.put(relative, Files.readAllBytes(file));
                }
            }
        }
        return new ArchiveContent(name, "/", files);
    }

    private static ArchiveContent unzip(String name, byte[] zipped) throws IOException {
        if (zipped.length < ZIP_MAGIC.length || !Arrays.equals(zipped, 0, ZIP_MAGIC.length, ZIP_MAGIC, 0,
                ZIP_MAGIC.length)) {
            throw new IOException(name + " is neither a directory nor a zip archive");
        }
        SortedMap<String, byte[]> files = new TreeMap<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(zipped))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (!entry.isDirectory() && kept(entry.getName())) {
                    files.put(entry.getName(), zip.readAllBytes());
                }
            }
        }
        return new ArchiveContent(name, "!/", files);
    }

    private static boolean kept(String path) {
        for (String suffix : KEPT_SUFFIXES) {
            if (path.endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    String name() {
        return name;
    }

    /** The name of a file inside, as problems show it: {@code app.ear!/META-INF/outpost.xml}. */
    String fileName(String path) {
        return name + separator + path;
    }

    Optional<InputStream> file(String path) {
        return Optional.ofNullable(files.get(path)).map(ByteArrayInputStream::new);
    }

    /** The files whose path starts with a prefix, keyed by their full path. */
    SortedMap<String, byte[]> filesUnder(String prefix) {
        return files.subMap(prefix, prefix + Character.MAX_VALUE);
    }

    boolean hasFilesUnder(String prefix) {
        return !filesUnder(prefix).isEmpty();
    }

    /** The entries directly inside a directory ({@code ""} for the root), files and sub-directories alike. */
    SortedSet<String> children(String directory) {
        SortedSet<String> children = new TreeSet<>();
        for (String path : filesUnder(directory).keySet()) {
            String rest = path.substring(directory.length());
            int slash = rest.indexOf('/');
            children.add(directory + (slash < 0 ? rest : rest.substring(0, slash)));
        }
        return children;
    }

    /** A nested archive: a zipped entry, or the sub-directory of an exploded one. */
    ArchiveContent nested(String path) throws IOException {
        byte[] zipped = files.get(path);
        if (zipped != null) {
            return unzip(fileName(path), zipped);
        }
        SortedMap<String, byte[]> exploded = new TreeMap<>();
        filesUnder(path + "/").forEach((file, content) -> exploded.put(file.substring(path.length() + 1), content));
        return new ArchiveContent(fileName(path), "/", exploded);
    }
}
