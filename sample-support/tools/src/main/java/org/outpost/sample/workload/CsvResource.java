// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.workload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A session-pattern table shipped as a class path resource: comma-separated, {@code #} comment lines and blank lines
 * ignored, one header line, then rows of a fixed number of fields (the last field may contain commas).
 */
public final class CsvResource {

    private CsvResource() {
    }

    /**
     * The rows of {@code resource} next to {@code anchor}, without the header; fails naming the resource and the
     * line when a row has fewer than {@code fields} fields.
     */
    public static List<String[]> read(Class<?> anchor, String resource, int fields) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing class path resource " + resource + " next to " + anchor.getName());
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String[]> rows = new ArrayList<>();
            boolean header = true;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] row = line.split(",", fields);
                if (row.length != fields) {
                    throw new IllegalStateException(resource + ": expected " + fields + " fields in '" + line + "'");
                }
                rows.add(row);
            }
            return List.copyOf(rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
