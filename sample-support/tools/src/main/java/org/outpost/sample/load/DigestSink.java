// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/** A SHA-256 of every table name and row, in order: two datasets are the same exactly when their digests are. */
public final class DigestSink implements RowSink {

    private final MessageDigest digest;
    private final Map<String, Long> rowsByTable = new LinkedHashMap<>();
    private final StringBuilder line = new StringBuilder(1024);
    private String table;
    private long rows;

    public DigestSink() {
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void begin(String table, String... columns) {
        this.table = table;
        this.rows = 0;
        this.digest.update((table + " " + String.join(",", columns) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void row(Object... values) {
        this.line.setLength(0);
        RowSink.appendLine(this.line, values);
        this.digest.update(this.line.toString().getBytes(StandardCharsets.UTF_8));
        this.rows++;
    }

    @Override
    public long end() {
        this.rowsByTable.put(this.table, this.rows);
        return this.rows;
    }

    /** The digest in hexadecimal; call once, after the last table. */
    public String hex() {
        return HexFormat.of().formatHex(this.digest.digest());
    }

    public Map<String, Long> rowsByTable() {
        return Map.copyOf(this.rowsByTable);
    }
}
