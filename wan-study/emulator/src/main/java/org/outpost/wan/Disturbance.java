// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a disturbed link does to the units it relays ({@link LinkProxy#disturb(Disturbance)}): each unit of the chosen
 * directions and kinds is, with the given probabilities (which add up to at most 1), dropped, duplicated, corrupted,
 * reordered (held back {@code lateness} so that the units read meanwhile overtake it) or delayed by {@code lateness}
 * (and everything behind it in its direction with it, as in one TCP stream). The units are those of the link's
 * {@link Framing}; at {@link Level#MESSAGES} a fault takes a whole unit, at {@link Level#BYTES} a random span of
 * its bytes.
 * <p>
 * The choices are drawn from {@code seed}, one sequence per connection and direction, so one connection's stream is
 * disturbed the same way every time.
 *
 * @param level      whole units or bytes within them
 * @param drop       probability that a unit (or a span of its bytes) is lost
 * @param duplicate  probability that a unit (or a span of its bytes) arrives twice in a row
 * @param corrupt    probability that a byte of a unit is altered; at message level a byte past the unit's header
 * @param reorder    probability that a unit is held back {@code lateness}, overtaken by the units read meanwhile
 * @param delay      probability that a unit arrives {@code lateness} late
 * @param lateness   how late a delayed or reordered unit is
 * @param directions the directions disturbed
 * @param kinds      the kinds of unit disturbed ({@link Framing.Unit#kind()}); empty means every kind
 * @param seed       the seed of the choices
 */
public record Disturbance(Level level, double drop, double duplicate, double corrupt, double reorder, double delay,
        Duration lateness, Set<Direction> directions, Set<String> kinds, long seed) {

    /** What a fault takes. */
    public enum Level {
        /** A random span of a unit's bytes (one byte when corrupting): the stream's framing breaks. */
        BYTES,
        /** A whole unit: lost, repeated, moved; a corrupted one keeps its header. */
        MESSAGES
    }

    /** The lateness unless set. */
    public static final Duration DEFAULT_LATENESS = Duration.ofMillis(200);

    /** Validates; the message names the culprit. */
    public Disturbance {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(lateness, "lateness");
        directions = Set.copyOf(Objects.requireNonNull(directions, "directions"));
        kinds = Set.copyOf(Objects.requireNonNull(kinds, "kinds"));
        probability("drop", drop);
        probability("duplicate", duplicate);
        probability("corrupt", corrupt);
        probability("reorder", reorder);
        probability("delay", delay);
        double total = drop + duplicate + corrupt + reorder + delay;
        if (total > 1 + 1e-9) {
            throw new IllegalArgumentException("disturbance: drop + duplicate + corrupt + reorder + delay = " + total
                    + " exceeds 1");
        }
        if (lateness.isNegative()) {
            throw new IllegalArgumentException("disturbance: negative lateness " + lateness);
        }
        if (directions.isEmpty()) {
            throw new IllegalArgumentException("disturbance: no direction");
        }
    }

    /** No fault yet, on whole units of every kind both ways. */
    public static Disturbance ofMessages(long seed) {
        return new Disturbance(Level.MESSAGES, 0, 0, 0, 0, 0, DEFAULT_LATENESS, EnumSet.allOf(Direction.class),
                Set.of(), seed);
    }

    /** No fault yet, on bytes of units of every kind both ways. */
    public static Disturbance ofBytes(long seed) {
        return ofMessages(seed).atLevel(Level.BYTES);
    }

    /** This disturbance at {@code what}. */
    public Disturbance atLevel(Level what) {
        return new Disturbance(what, drop, duplicate, corrupt, reorder, delay, lateness, directions, kinds, seed);
    }

    /** This disturbance dropping with probability {@code p}. */
    public Disturbance dropping(double p) {
        return new Disturbance(level, p, duplicate, corrupt, reorder, delay, lateness, directions, kinds, seed);
    }

    /** This disturbance duplicating with probability {@code p}. */
    public Disturbance duplicating(double p) {
        return new Disturbance(level, drop, p, corrupt, reorder, delay, lateness, directions, kinds, seed);
    }

    /** This disturbance corrupting with probability {@code p}. */
    public Disturbance corrupting(double p) {
        return new Disturbance(level, drop, duplicate, p, reorder, delay, lateness, directions, kinds, seed);
    }

    /** This disturbance reordering with probability {@code p}. */
    public Disturbance reordering(double p) {
        return new Disturbance(level, drop, duplicate, corrupt, p, delay, lateness, directions, kinds, seed);
    }

    /** This disturbance delaying with probability {@code p}. */
    public Disturbance delaying(double p) {
        return new Disturbance(level, drop, duplicate, corrupt, reorder, p, lateness, directions, kinds, seed);
    }

    /** This disturbance with delayed and reordered units {@code late} late. */
    public Disturbance late(Duration late) {
        return new Disturbance(level, drop, duplicate, corrupt, reorder, delay, late, directions, kinds, seed);
    }

    /** This disturbance on {@code direction} only. */
    public Disturbance towards(Direction direction) {
        return new Disturbance(level, drop, duplicate, corrupt, reorder, delay, lateness, Set.of(direction), kinds, seed);
    }

    /** This disturbance on units of these kinds only. */
    public Disturbance onKinds(String... only) {
        return new Disturbance(level, drop, duplicate, corrupt, reorder, delay, lateness, directions, Set.of(only), seed);
    }

    /** Whether units of {@code kind} going {@code direction} are disturbed. */
    boolean covers(Direction direction, String kind) {
        return directions.contains(direction) && (kinds.isEmpty() || kinds.contains(kind));
    }

    private static void probability(String name, double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("disturbance: " + name + " probability " + p + " is not within [0, 1]");
        }
    }
}
