// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

/**
 * A page as the paper's tables name it: the session pattern it belongs to ({@code Browser}, {@code Bidder} or
 * {@code Buyer}, §3.2) and its name there, from the samples' session pattern files.
 */
public record PageId(String session, String page) {

    /** {@code Browser/Item}: unique across an application's sessions, whose Main pages share a name. */
    public String label() {
        return this.session + "/" + this.page;
    }

    /** The page named by {@link #label()}. */
    public static PageId of(String label) {
        int slash = label.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("'" + label + "' is not a page label such as Browser/Item");
        }
        return new PageId(label.substring(0, slash), label.substring(slash + 1));
    }
}
