// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

import org.outpost.descriptor.Problem;
import org.outpost.descriptor.jandex.ArchiveIndexer;
import org.outpost.descriptor.jandex.IndexedArchive;
import org.outpost.descriptor.resolution.DescriptorResolver;
import org.outpost.descriptor.resolution.Resolution;
import org.outpost.descriptor.xml.DescriptorWriter;

/**
 * The {@code outpost-validate} command: checks the Outpost configuration of a deployment without a server and prints
 * either its effective configuration as canonical XML, followed by what each {@link DeploymentCheck} on the class path
 * notes as XML comments, or every problem as {@code file:line:column: message}.
 */
public final class Validate {

    /** Exit status: the configuration is valid. */
    public static final int OK = 0;
    /** Exit status: the configuration has problems. */
    public static final int INVALID = 1;
    /** Exit status: wrong arguments, or the deployment cannot be read. */
    public static final int USAGE = 2;

    static final String USAGE_LINE = "usage: java -jar outpost-validate.jar <ear|war|jar|directory>";

    private Validate() {
    }

    /**
     * Runs the command and exits with its status.
     *
     * @param args one path: the deployment
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the command.
     *
     * @param args one path: an EAR, WAR or JAR file or an exploded directory
     * @param out  receives the effective configuration
     * @param err  receives the problems, one per line, or the usage line
     * @return {@link #OK}, {@link #INVALID} or {@link #USAGE}
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 1 || args[0].isBlank() || args[0].startsWith("-")) {
            err.println(USAGE_LINE);
            return USAGE;
        }
        Path deployment = Path.of(args[0]);
        if (!Files.exists(deployment)) {
            err.println("outpost-validate: " + deployment + ": no such file or directory");
            return USAGE;
        }
        IndexedArchive archive;
        try {
            archive = ArchiveIndexer.index(deployment);
        } catch (IOException e) {
            err.println("outpost-validate: cannot read " + deployment + ": " + e.getMessage());
            return USAGE;
        }
        Resolution resolution = DescriptorResolver.resolve(archive.descriptors(), archive.index());
        if (!resolution.ok()) {
            resolution.problems().stream().map(Problem::toString).forEach(err::println);
            return INVALID;
        }
        List<String> notes = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (DeploymentCheck check : ServiceLoader.load(DeploymentCheck.class, Validate.class.getClassLoader())) {
            DeploymentCheckResult result = check.check(archive, resolution.effective());
            notes.addAll(result.notes());
            problems.addAll(result.problems());
        }
        if (!problems.isEmpty()) {
            problems.stream().map(Problem::toString).forEach(err::println);
            return INVALID;
        }
        out.print(DescriptorWriter.toXml(resolution.effective()));
        notes.forEach(note -> out.println("<!-- " + note.replace("--", "- -") + " -->"));
        return OK;
    }
}
