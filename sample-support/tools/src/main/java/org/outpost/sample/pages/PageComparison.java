// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.outpost.sample.pages.PageBrowser.Page;

/** Whether two servers (main and an edge) serve the same pages to the same requests, the check of the samples' edge tests. */
public final class PageComparison {

    private PageComparison() {
    }

    /**
     * Requests each path, in order, of both servers; throws an {@link AssertionError} listing every path whose status
     * or body differs, with where the bodies start to differ, or that main did not serve as an HTML page with status 200.
     */
    public static void assertSame(List<String> paths, Function<String, Page> main, Function<String, Page> edge) {
        List<String> differences = new ArrayList<>();
        for (String path : paths) {
            Page onMain = main.apply(path);
            Page onEdge = edge.apply(path);
            if (onMain.status() != 200 || !onMain.body().contains("<body>")) {
                differences.add(path + ": main answered " + onMain.status() + " " + onMain.body());
            } else if (!onMain.equals(onEdge)) {
                int at = firstDifference(onMain.body(), onEdge.body());
                differences.add(path + ": main " + onMain.status() + " …" + around(onMain.body(), at) + "… | edge " + onEdge.status() + " …"
                        + around(onEdge.body(), at) + "…");
            }
        }
        if (!differences.isEmpty()) {
            throw new AssertionError(differences.size() + " of " + paths.size() + " pages differ on the edge:\n" + String.join("\n", differences));
        }
    }

    private static int firstDifference(String a, String b) {
        int at = 0;
        while (at < a.length() && at < b.length() && a.charAt(at) == b.charAt(at)) {
            at++;
        }
        return at;
    }

    private static String around(String text, int at) {
        return text.substring(Math.max(0, at - 60), Math.min(text.length(), at + 120)).replace('\n', ' ');
    }
}
