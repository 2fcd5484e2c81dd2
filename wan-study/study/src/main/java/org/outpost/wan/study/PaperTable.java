// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;

import org.outpost.sample.workload.CsvResource;

/**
 * The paper's results for one application: Table 7 (RUBiS) or Table 6 (Java Pet Store), the mean response time per
 * configuration (c1–c5), page and group (local | remote), from {@code paper-table7.csv} and {@code paper-table6.csv}
 * next to this class. Outpost's c6 has no paper number.
 */
final class PaperTable {

    private static final Map<StudyApp, PaperTable> TABLES = new EnumMap<>(StudyApp.class);

    private final String name;
    private final Map<String, Double> means;

    private PaperTable(String name, Map<String, Double> means) {
        this.name = name;
        this.means = means;
    }

    static synchronized PaperTable of(StudyApp app) {
        return TABLES.computeIfAbsent(app, PaperTable::read);
    }

    private static PaperTable read(StudyApp app) {
        String number = app == StudyApp.RUBIS ? "7" : "6";
        Map<String, Double> means = new HashMap<>();
        for (String[] row : CsvResource.read(PaperTable.class, "paper-table" + number + ".csv", 4)) {
            means.put(key(row[0], row[1], row[2]), Double.valueOf(row[3]));
        }
        return new PaperTable("Table " + number, means);
    }

    /** {@code Table 7} or {@code Table 6}. */
    String name() {
        return this.name;
    }

    /** The file name of Outpost's version of the table: {@code table7.csv} or {@code table6.csv}. */
    String csvName() {
        return this.name.replace(" ", "").toLowerCase() + ".csv";
    }

    OptionalDouble mean(Configuration configuration, PageId page, ReportGroup group) {
        Double mean = this.means.get(key(configuration.id(), page.label(), group.paperGroup()));
        return mean == null ? OptionalDouble.empty() : OptionalDouble.of(mean);
    }

    private static String key(String configuration, String page, String group) {
        return configuration + "|" + page + "|" + group;
    }
}
