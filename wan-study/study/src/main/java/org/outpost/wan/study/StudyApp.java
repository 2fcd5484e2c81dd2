// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.outpost.sample.load.GeneratorCommand;

/** The two reference workloads of the paper (§2.2), as the samples build them: RUBiS (Table 7) and Java Pet Store (Table 6). */
public enum StudyApp {
    RUBIS("rubis", "RUBiS", "/rubis_servlets/", "index.html", org.outpost.rubis.generator.Generate.COMMAND,
            List.of(new PageId("Bidder", "Store Bid"), new PageId("Bidder", "Store Comment")), List.of()),
    PETSTORE("petstore", "Java Pet Store", "/estore/", "control/main", org.outpost.petstore.generator.Generate.COMMAND,
            List.of(new PageId("Buyer", "Commit Order")), List.of(new PageId("Browser", "Search")));

    /** Every dataset of the study has this seed. */
    static final int SEED = 1;

    private final String id;
    private final String title;
    private final String contextRoot;
    private final String home;
    private final GeneratorCommand generator;
    private final List<PageId> writePages;
    private final List<PageId> notCachedByThePaper;

    StudyApp(String id, String title, String contextRoot, String home, GeneratorCommand generator, List<PageId> writePages,
            List<PageId> notCachedByThePaper) {
        this.id = id;
        this.title = title;
        this.contextRoot = contextRoot;
        this.home = home;
        this.generator = generator;
        this.writePages = writePages;
        this.notCachedByThePaper = notCachedByThePaper;
    }

    /** The pages that write: they must reach main in every configuration. */
    public List<PageId> writePages() {
        return this.writePages;
    }

    /** The read pages the paper's query caches could not serve at an edge (§4.4: Pet Store's keyword Search). */
    public List<PageId> notCachedByThePaper() {
        return this.notCachedByThePaper;
    }

    public String id() {
        return this.id;
    }

    public String title() {
        return this.title;
    }

    /** The path every page is under, with a slash at each end. */
    public String contextRoot() {
        return this.contextRoot;
    }

    /** The entry page, relative to the context root. */
    public String home() {
        return this.home;
    }

    /** The deployment name, the same in every configuration. */
    public String earName() {
        return this.id + ".ear";
    }

    /** A configuration's EAR among those the build copied to {@code ears} ({@code outpost-<app>-ear-<cN>.ear}). */
    public Path ear(Path ears, Configuration configuration) {
        return ears.resolve("outpost-" + this.id + "-ear-" + configuration.id() + ".ear");
    }

    /**
     * Creates the database when missing and loads a fresh dataset of {@code size} with the sample's generator (its
     * tables and Outpost's outbox are dropped first).
     *
     * @throws IllegalStateException with the generator's message when it fails
     */
    public void load(String jdbcUrl, String size) {
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = this.generator.run(new String[] {"--size", size, "--seed", String.valueOf(SEED), "--jdbc-url", jdbcUrl,
                "--create-database", "--admin-user", "postgres"}, new PrintStream(OutputStream.nullOutputStream()),
                new PrintStream(errors, true, StandardCharsets.UTF_8));
        if (exit != 0) {
            throw new IllegalStateException("Loading the " + size + " dataset of " + this.title + " into " + jdbcUrl + " failed (exit "
                    + exit + "): " + errors.toString(StandardCharsets.UTF_8).trim());
        }
    }

    /** The app named {@code rubis} or {@code petstore}. */
    public static StudyApp named(String name) {
        for (StudyApp app : values()) {
            if (app.id.equals(name.toLowerCase(Locale.ROOT))) {
                return app;
            }
        }
        throw new IllegalArgumentException("no application '" + name + "'; the applications are rubis and petstore");
    }
}
