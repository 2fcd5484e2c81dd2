// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.PrintStream;

/** The progress lines of a command: {@code name: message}, so that a person sees what it is doing. */
public final class Progress {

    private final String name;
    private final PrintStream out;

    public Progress(String name, PrintStream out) {
        this.name = name;
        this.out = out;
    }

    public void say(String message) {
        this.out.println(this.name + ": " + message);
        this.out.flush();
    }
}
