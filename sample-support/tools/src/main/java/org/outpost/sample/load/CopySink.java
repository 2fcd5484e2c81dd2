// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;

import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;

/** Streams rows into PostgreSQL with {@code COPY … FROM STDIN}, in 256 KiB chunks. */
final class CopySink implements RowSink {

    private static final int CHUNK = 256 * 1024;

    private final CopyManager copyManager;
    private final StringBuilder buffer = new StringBuilder(CHUNK + 4096);
    private CopyIn copy;
    private long rows;

    CopySink(Connection connection) throws Exception {
        this.copyManager = connection.unwrap(PGConnection.class).getCopyAPI();
    }

    @Override
    public void begin(String table, String... columns) throws Exception {
        this.copy = this.copyManager.copyIn("COPY " + table + " (" + String.join(", ", columns) + ") FROM STDIN");
        this.rows = 0;
    }

    @Override
    public void row(Object... values) throws Exception {
        RowSink.appendLine(this.buffer, values);
        this.rows++;
        if (this.buffer.length() >= CHUNK) {
            flush();
        }
    }

    @Override
    public long end() throws Exception {
        flush();
        this.copy.endCopy();
        return this.rows;
    }

    private void flush() throws Exception {
        byte[] bytes = this.buffer.toString().getBytes(StandardCharsets.UTF_8);
        this.copy.writeToCopy(bytes, 0, bytes.length);
        this.buffer.setLength(0);
    }
}
