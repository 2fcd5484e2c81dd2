// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/**
 * Bytes and encode+decode time of RUBiS-like change sets with {@link ChangeSetCodec} against
 * {@link ObjectOutputStream} of the same entities as full objects (what RMI-era replication sends). Not a test:
 * run it by hand, see {@code change-stream/README.md}.
 */
public final class WireFormatMeasurement {

    private static final int WARM_UP = 20_000;
    private static final int MEASURED = 50_000;
    private static final Instant START = Instant.parse("2026-11-22T10:15:30.123Z");

    private WireFormatMeasurement() {
    }

    public static void main(String[] args) throws Exception {
        User seller = new User(17L, "Jane", "Doe", "jane17", "jane17@example.org", 4, new BigDecimal("120.00"), START, 3);
        Item item = new Item(7L, "Vintage camera", description(), new BigDecimal("40.00"), 1, new BigDecimal("55.00"),
                new BigDecimal("90.00"), 0, new BigDecimal("0.00"), START, START.plusSeconds(7 * 86400), seller, 3);
        Bid bid = new Bid(1001L, new User(18L, "John", "Roe", "john18", "john18@example.org", 0, BigDecimal.ZERO, START, 5),
                item, 1, new BigDecimal("42.00"), new BigDecimal("50.00"), START.plusSeconds(60));
        Item bidUpon = item.withBid(new BigDecimal("42.00"));
        ChangeSetCodec codec = new ChangeSetCodec();

        System.out.println("scenario      | outpost B | java B | bytes ratio | outpost us | java us | time ratio");
        measure("Item insert", codec, changeSet(itemInsert(item)), item);
        measure("  same, no LZ4", new ChangeSetCodec(CodecSettings.defaults().withCompressionFloorBytes(Integer.MAX_VALUE)),
                changeSet(itemInsert(item)), item);
        measure("Bid insert", codec, changeSet(bidInsert(bid)), bid);
        measure("Item update", codec, changeSet(itemUpdate(bidUpon)), bidUpon);
    }

    private static void measure(String scenario, ChangeSetCodec codec, ChangeSet changeSet, Serializable entity)
            throws WireFormatException {
        int ours = codec.encode(changeSet).length;
        int java = serialize(entity).length;
        time(() -> codec.decode(codec.encode(changeSet)), WARM_UP);
        time(() -> deserialize(serialize(entity)), WARM_UP);
        double oursMicros = time(() -> codec.decode(codec.encode(changeSet)), MEASURED);
        double javaMicros = time(() -> deserialize(serialize(entity)), MEASURED);
        System.out.println(String.format(Locale.ROOT, "%-13s | %9d | %6d | %10.1fx | %10.2f | %7.2f | %9.1fx",
                scenario, ours, java, (double) java / ours, oursMicros, javaMicros, javaMicros / oursMicros));
    }

    /** Mean microseconds per round trip. */
    private static double time(RoundTrip roundTrip, int iterations) throws WireFormatException {
        long start = System.nanoTime();
        Object sink = null;
        for (int i = 0; i < iterations; i++) {
            sink = roundTrip.run();
        }
        double micros = (System.nanoTime() - start) / 1000.0 / iterations;
        if (sink == null) {
            throw new IllegalStateException("nothing decoded");
        }
        return micros;
    }

    private interface RoundTrip {
        Object run() throws WireFormatException;
    }

    private static ChangeSet changeSet(RowChange row) {
        return new ChangeSet(Fixtures.EPOCH, 1, START, List.of(row));
    }

    private static RowChange itemInsert(Item item) {
        return RowChange.insert("Item", List.of(ColumnValue.of("id", item.id)), (long) item.version, List.of(
                ColumnValue.of("name", item.name),
                ColumnValue.of("description", item.description),
                ColumnValue.of("initial_price", item.initialPrice),
                ColumnValue.of("quantity", item.quantity),
                ColumnValue.of("reserve_price", item.reservePrice),
                ColumnValue.of("buy_now", item.buyNow),
                ColumnValue.of("nb_of_bids", item.nbOfBids),
                ColumnValue.of("max_bid", item.maxBid),
                ColumnValue.of("start_date", item.startDate),
                ColumnValue.of("end_date", item.endDate),
                ColumnValue.of("seller_id", item.seller.id)));
    }

    private static RowChange bidInsert(Bid bid) {
        return RowChange.insert("Bid", List.of(ColumnValue.of("id", bid.id)), 0L, List.of(
                ColumnValue.of("user_id", bid.user.id),
                ColumnValue.of("item_id", bid.item.id),
                ColumnValue.of("qty", bid.qty),
                ColumnValue.of("bid", bid.bid),
                ColumnValue.of("max_bid", bid.maxBid),
                ColumnValue.of("date", bid.date)));
    }

    private static RowChange itemUpdate(Item item) {
        return RowChange.update("Item", List.of(ColumnValue.of("id", item.id)), (long) item.version, List.of(
                ColumnValue.of("nb_of_bids", item.nbOfBids),
                ColumnValue.of("max_bid", item.maxBid)));
    }

    private static String description() {
        StringBuilder text = new StringBuilder();
        String[] words = {"camera", "lens", "mint", "condition", "shutter", "tested", "leather", "case", "original",
                "box", "film", "roll", "included", "shipping", "worldwide", "1972", "rangefinder", "bright", "viewfinder"};
        for (int i = 0; text.length() < 1500; i++) {
            text.append(words[(i * 7 + i / 3) % words.length]).append(i % 11 == 10 ? ". " : " ");
        }
        return text.toString();
    }

    private static byte[] serialize(Serializable entity) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(entity);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] bytes) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The RUBiS user, referenced by items and bids. */
    private record User(long id, String firstName, String lastName, String nickname, String email, int rating,
                        BigDecimal balance, Instant creationDate, int region) implements Serializable {
    }

    /** The RUBiS item with its seller, as a detached entity graph serializes. */
    private record Item(long id, String name, String description, BigDecimal initialPrice, int quantity,
                        BigDecimal reservePrice, BigDecimal buyNow, int nbOfBids, BigDecimal maxBid, Instant startDate,
                        Instant endDate, User seller, int version) implements Serializable {

        Item withBid(BigDecimal bid) {
            return new Item(id, name, description, initialPrice, quantity, reservePrice, buyNow, nbOfBids + 1, bid,
                    startDate, endDate, seller, version + 1);
        }
    }

    /** The RUBiS bid with its bidder and item, as a detached entity graph serializes. */
    private record Bid(long id, User user, Item item, int qty, BigDecimal bid, BigDecimal maxBid, Instant date)
            implements Serializable {
    }
}
