// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Puts the units of one direction of one connection through the link's {@link Disturbance}, if any, and turns them
 * into chunks for the direction's {@link DelayLine}. Not thread-safe: called by the direction's reading thread only.
 */
final class Disturber {

    private final LinkFaults faults;
    private final int connection;
    private final Direction direction;
    private Disturbance drawingFor;
    private SplittableRandom random;
    /** A reordered unit waiting for the next one to overtake it, or null. */
    private DelayLine.Chunk held;

    Disturber(LinkFaults faults, int connection, Direction direction) {
        this.faults = faults;
        this.connection = connection;
        this.direction = direction;
    }

    /** The chunks to queue for {@code unit}, read to be released at {@code releaseNanos}, in order. */
    List<DelayLine.Chunk> pass(Framing.Unit unit, long releaseNanos) {
        Disturbance disturbance = faults.disturbance();
        List<DelayLine.Chunk> chunks = new ArrayList<>(3);
        if (disturbance == null || !disturbance.covers(direction, unit.kind()) || unit.data().length == 0) {
            chunks.add(new DelayLine.Chunk(unit.data(), releaseNanos, false));
            return overtaken(chunks);
        }
        if (disturbance != drawingFor) {
            drawingFor = disturbance;
            random = new SplittableRandom(disturbance.seed() * 0x9E3779B97F4A7C15L + 2L * connection + direction.ordinal());
        }
        boolean bytes = disturbance.level() == Disturbance.Level.BYTES;
        byte[] data = unit.data();
        long late = releaseNanos + disturbance.lateness().toNanos();
        double draw = random.nextDouble();
        if ((draw -= disturbance.drop()) < 0) {
            faults.dropped.incrementAndGet();
            if (bytes) {
                chunks.add(new DelayLine.Chunk(withoutSpan(data), releaseNanos, false));
            }
        } else if ((draw -= disturbance.duplicate()) < 0) {
            faults.duplicated.incrementAndGet();
            chunks.add(new DelayLine.Chunk(bytes ? withSpanTwice(data) : data, releaseNanos, false));
            if (!bytes) {
                chunks.add(new DelayLine.Chunk(data.clone(), releaseNanos, false));
            }
        } else if ((draw -= disturbance.corrupt()) < 0) {
            faults.corrupted.incrementAndGet();
            chunks.add(new DelayLine.Chunk(corrupted(data, bytes ? 0 : unit.header()), releaseNanos, false));
        } else if ((draw -= disturbance.reorder()) < 0) {
            if (held != null) {
                // one unit waits at a time: this one overtakes it
                chunks.add(new DelayLine.Chunk(data, releaseNanos, false));
                return overtaken(chunks);
            }
            faults.reordered.incrementAndGet();
            held = new DelayLine.Chunk(data, late, false);
            return chunks;
        } else if ((draw -= disturbance.delay()) < 0) {
            faults.delayed.incrementAndGet();
            chunks.add(new DelayLine.Chunk(data, late, false));
        } else {
            chunks.add(new DelayLine.Chunk(data, releaseNanos, false));
        }
        return overtaken(chunks);
    }

    /** How long the reader may wait for a unit to overtake the held one, in ms; 0 if none is held. */
    int holdMillis() {
        return held == null ? 0 : (int) Math.max(1, drawingFor.lateness().toMillis());
    }

    /** The held unit, now that none came to overtake it in time, if any. */
    List<DelayLine.Chunk> flush() {
        return overtaken(new ArrayList<>(1));
    }

    /** {@code chunks} but empty ones, then the held unit if any: they overtook it. */
    private List<DelayLine.Chunk> overtaken(List<DelayLine.Chunk> chunks) {
        chunks.removeIf(chunk -> chunk.data().length == 0);
        if (held != null) {
            chunks.add(held);
            held = null;
        }
        return chunks;
    }

    private byte[] withoutSpan(byte[] data) {
        int from = random.nextInt(data.length);
        int to = from + 1 + random.nextInt(data.length - from);
        byte[] rest = new byte[data.length - (to - from)];
        System.arraycopy(data, 0, rest, 0, from);
        System.arraycopy(data, to, rest, from, data.length - to);
        return rest;
    }

    private byte[] withSpanTwice(byte[] data) {
        int from = random.nextInt(data.length);
        int to = from + 1 + random.nextInt(data.length - from);
        byte[] twice = new byte[data.length + to - from];
        System.arraycopy(data, 0, twice, 0, to);
        System.arraycopy(data, from, twice, to, data.length - from);
        return twice;
    }

    private byte[] corrupted(byte[] data, int spared) {
        int from = spared < data.length ? spared : 0;
        byte[] copy = data.clone();
        copy[from + random.nextInt(copy.length - from)] ^= (byte) (1 + random.nextInt(255));
        return copy;
    }
}
