// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * What {@code wan-study/run} asks for.
 *
 * <pre>
 * [--quick] [--app rubis|petstore|both] [--configs c1,c5,…] [--minutes N]  --servers DIR --ears DIR --work DIR --report DIR
 * </pre>
 *
 * Defaults: RUBiS, all six configurations, the paper's hour of load per configuration. {@code --quick}: 15 s of
 * warm-up and 45 s measured per configuration, each page probed twice; with {@code --minutes} too, the minutes win.
 */
record StudyOptions(List<StudyApp> apps, List<Configuration> configurations, LoadSettings load, Path servers, Path ears, Path work,
        Path report) {

    static final String USAGE = "[--quick] [--app rubis|petstore|both] [--configs c1,c5,...] [--minutes N] "
            + "--servers DIR --ears DIR --work DIR --report DIR";
    static final double PAPER_MINUTES = 60;

    static StudyOptions parse(String[] args) {
        CommandLine line = CommandLine.parse(args, Set.of("--app", "--configs", "--minutes", Demo.SERVERS, Demo.EARS, Demo.WORK, "--report"),
                Set.of("--quick"));
        String app = line.value("--app").orElse("rubis");
        List<StudyApp> apps = app.equals("both") ? List.of(StudyApp.RUBIS, StudyApp.PETSTORE) : List.of(StudyApp.named(app));
        List<Configuration> configurations = line.value("--configs")
                .map(names -> Arrays.stream(names.split(",")).map(String::trim).map(Configuration::named).distinct().toList())
                .orElse(List.of(Configuration.values()));
        LoadSettings load = line.flag("--quick") ? LoadSettings.quick() : LoadSettings.paper(PAPER_MINUTES);
        if (line.value("--minutes").isPresent()) {
            load = minutes(line.value("--minutes").get(), line.flag("--quick") ? LoadSettings.quick() : load);
        }
        return new StudyOptions(apps, configurations, load, Path.of(line.required(Demo.SERVERS)), Path.of(line.required(Demo.EARS)),
                Path.of(line.required(Demo.WORK)), Path.of(line.required("--report")));
    }

    private static LoadSettings minutes(String value, LoadSettings base) {
        double minutes;
        try {
            minutes = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--minutes must be a number, not '" + value + "'", e);
        }
        if (!(minutes > 0)) {
            throw new IllegalArgumentException("--minutes must be more than 0, not " + value);
        }
        LoadSettings paper = LoadSettings.paper(minutes);
        return new LoadSettings(base.warmUp(), paper.measured(), base.pagesPerSecond(), base.delay(), base.browserShare(),
                base.probeRepetitions(), base.probeSettle());
    }
}
