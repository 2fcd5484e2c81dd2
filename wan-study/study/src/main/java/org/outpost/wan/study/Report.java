// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The study's report: the CSV files and {@code index.html} with its charts, in one directory. */
final class Report {

    private Report() {
    }

    static void write(StudyResults results, List<String> failures, StudyOptions options, Path directory) throws IOException {
        CsvReport.write(results, directory);
        HtmlReport.write(results, failures, options, directory);
    }
}
