// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The highest bookmark a user session has seen, per stream: immutable. Its text form joins the bookmarks with
 * {@code /} in stream order ({@code catalog-1a2b3c4d:<epoch>:17/orders-5e6f7a8b:<epoch>:3}), which is a valid cookie
 * value.
 */
public final class Bookmarks {

    /** More streams than this in one text are ignored: a cookie is client input. */
    public static final int MAX_STREAMS = 16;

    private static final Bookmarks NONE = new Bookmarks(Map.of());

    private final Map<String, Bookmark> byStream;

    private Bookmarks(Map<String, Bookmark> byStream) {
        this.byStream = Collections.unmodifiableMap(byStream);
    }

    /** No bookmark. */
    public static Bookmarks none() {
        return NONE;
    }

    /**
     * Reads the text form, skipping what does not parse.
     *
     * @param text the text form, or {@code null}
     * @return the bookmarks read
     */
    public static Bookmarks parse(String text) {
        if (text == null || text.isEmpty()) {
            return NONE;
        }
        Bookmarks result = NONE;
        String[] parts = text.split("/", MAX_STREAMS + 1);
        for (int i = 0; i < Math.min(parts.length, MAX_STREAMS); i++) {
            Optional<Bookmark> bookmark = Bookmark.parse(parts[i]);
            if (bookmark.isPresent()) {
                result = result.with(bookmark.get());
            }
        }
        return result;
    }

    /**
     * Returns these bookmarks with {@code bookmark} added: it replaces the one of its stream when it is of another
     * epoch (main started a new epoch: the newer answer wins) or has a higher sequence.
     */
    public Bookmarks with(Bookmark bookmark) {
        Bookmark current = this.byStream.get(bookmark.stream());
        if (current != null && current.epoch().equals(bookmark.epoch()) && current.sequence() >= bookmark.sequence()) {
            return this;
        }
        if (current == null && this.byStream.size() >= MAX_STREAMS) {
            return this;
        }
        Map<String, Bookmark> next = new TreeMap<>(this.byStream);
        next.put(bookmark.stream(), bookmark);
        return new Bookmarks(next);
    }

    /** Returns these bookmarks with each of {@code other}'s added ({@link #with}). */
    public Bookmarks with(Bookmarks other) {
        Bookmarks result = this;
        for (Bookmark bookmark : other.all()) {
            result = result.with(bookmark);
        }
        return result;
    }

    /** Returns these bookmarks without the one of {@code stream}. */
    public Bookmarks without(String stream) {
        if (!this.byStream.containsKey(stream)) {
            return this;
        }
        Map<String, Bookmark> next = new TreeMap<>(this.byStream);
        next.remove(stream);
        return next.isEmpty() ? NONE : new Bookmarks(next);
    }

    /** The bookmarks, in stream order. */
    public Collection<Bookmark> all() {
        return this.byStream.values();
    }

    /** The bookmark of {@code stream}, if any. */
    public Optional<Bookmark> of(String stream) {
        return Optional.ofNullable(this.byStream.get(stream));
    }

    public boolean isEmpty() {
        return this.byStream.isEmpty();
    }

    /** The text form; empty when there is no bookmark. */
    @Override
    public String toString() {
        return this.byStream.values().stream().map(Bookmark::toString).collect(Collectors.joining("/"));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Bookmarks bookmarks && this.byStream.equals(bookmarks.byStream);
    }

    @Override
    public int hashCode() {
        return this.byStream.hashCode();
    }
}
