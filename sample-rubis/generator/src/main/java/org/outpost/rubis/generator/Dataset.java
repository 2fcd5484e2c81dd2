// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import java.time.LocalDateTime;
import java.util.List;
import java.util.SplittableRandom;

import org.outpost.sample.load.RowSink;
import org.outpost.sample.load.RowSource;

/**
 * A RUBiS dataset, a pure function of its size, seed and reference time (the "now" its auction dates are relative
 * to): the same three give the same rows in the same order. Users are {@code user<i>} / {@code password<i>}, as the
 * RUBiS client emulator expects; ids start at 1. Each item draws its fields and its bids from a random stream of its
 * own, so the items table can carry the number and highest amount of the bids written later.
 */
public final class Dataset implements RowSource {

    static final List<String> CATEGORY_NAMES = List.of("Antiques & Art", "Books", "Business & Industrial", "Cameras & Photo",
            "Cars & Motorcycles", "Clothing & Shoes", "Coins & Stamps", "Collectibles", "Computers", "Consumer Electronics",
            "Crafts", "Dolls & Bears", "Home & Garden", "Jewelry & Watches", "Movies & DVDs", "Music", "Musical Instruments",
            "Sporting Goods", "Tickets & Travel", "Toys & Hobbies");

    private static final int[] RATINGS = {-5, -3, 0, 3, 5};
    private static final String[] COMMENTS = {"Stay away from this seller.", "Below average; I do not recommend this user.",
        "A neutral deal, neither good nor bad.", "Above average; you can trust this seller.", "Excellent; great deals with this seller."};
    private static final String DESCRIPTION = "A generated RUBiS item. It works as described, ships in its original box and comes with"
            + " everything shown in the pictures. The seller answers questions quickly and packs carefully. Bid with confidence:"
            + " payment on delivery, returns accepted within fourteen days, and the reserve price, if any, is reasonable. ";

    private final DatasetSize size;
    private final long seed;
    private final LocalDateTime reference;

    public Dataset(DatasetSize size, long seed, LocalDateTime reference) {
        this.size = size;
        this.seed = seed;
        this.reference = reference.withNano(0);
    }

    /** The name of region {@code id} (from 1). */
    public static String regionName(int id) {
        return String.format("Region-%02d", id);
    }

    /** The name of category {@code id} (from 1). */
    public static String categoryName(int id) {
        return id <= CATEGORY_NAMES.size() ? CATEGORY_NAMES.get(id - 1) : "Category " + id;
    }

    @Override
    public void writeTo(RowSink sink) throws Exception {
        sink.begin("regions", "id", "name");
        for (int id = 1; id <= this.size.regions; id++) {
            sink.row(id, regionName(id));
        }
        sink.end();

        sink.begin("categories", "id", "name");
        for (int id = 1; id <= this.size.categories; id++) {
            sink.row(id, categoryName(id));
        }
        sink.end();

        int[] ratings = new int[this.size.users + 1];
        forEachComment((id, from, to, item, rating, date, text) -> ratings[to] += rating);
        SplittableRandom random = stream(1);
        sink.begin("users", "id", "firstname", "lastname", "nickname", "password", "email", "rating", "balance", "creation_date", "region");
        for (int id = 1; id <= this.size.users; id++) {
            sink.row(id, "Great" + id, "User" + id, "user" + id, "password" + id, "Great" + id + ".User" + id + "@rubis.com", ratings[id], 0.0,
                    this.reference.minusMinutes(random.nextInt(365 * 24 * 60)), 1 + id % this.size.regions);
        }
        sink.end();

        String[] itemColumns = {"id", "name", "description", "initial_price", "quantity", "reserve_price", "buy_now", "nb_of_bids", "max_bid",
            "start_date", "end_date", "seller", "category"};
        sink.begin("items", itemColumns);
        for (int id = 1; id <= this.size.items; id++) {
            ItemDraw item = drawItem(id);
            sink.row(id, "RUBiS item #" + id, item.description, item.initialPrice, item.quantity, item.reservePrice, item.buyNow, item.bids.length,
                    item.maxBid(), item.start, item.end, item.seller, item.category);
        }
        sink.end();

        sink.begin("old_items", itemColumns);
        SplittableRandom old = stream(2);
        for (int n = 1; n <= this.size.oldItems; n++) {
            int id = this.size.items + n;
            double initial = price(1 + old.nextInt(5000));
            int nbOfBids = old.nextInt(20);
            LocalDateTime end = this.reference.minusMinutes(60 + old.nextInt(30 * 24 * 60));
            sink.row(id, "RUBiS item #" + id, DESCRIPTION.substring(0, 1 + old.nextInt(DESCRIPTION.length() - 1)), initial, 1, 0.0, 0.0, nbOfBids,
                    nbOfBids == 0 ? 0.0 : price(initial + nbOfBids * (1 + old.nextInt(10))), end.minusDays(7), end, 1 + old.nextInt(this.size.users),
                    1 + old.nextInt(this.size.categories));
        }
        sink.end();

        sink.begin("bids", "id", "user_id", "item_id", "qty", "bid", "max_bid", "date");
        int bidId = 0;
        for (int itemId = 1; itemId <= this.size.items; itemId++) {
            ItemDraw item = drawItem(itemId);
            for (BidDraw bid : item.bids) {
                sink.row(++bidId, bid.user, itemId, bid.qty, bid.amount, bid.maxAmount, bid.date);
            }
        }
        sink.end();

        sink.begin("comments", "id", "from_user_id", "to_user_id", "item_id", "rating", "date", "comment");
        forEachComment((id, from, to, item, rating, date, text) -> sink.row(id, from, to, item, rating, date, text));
        sink.end();

        sink.begin("buy_now", "id", "buyer_id", "item_id", "qty", "date");
        SplittableRandom buys = stream(4);
        for (int id = 1; id <= this.size.buyNows; id++) {
            sink.row(id, 1 + buys.nextInt(this.size.users), 1 + buys.nextInt(this.size.items), 1, this.reference.minusMinutes(buys.nextInt(7 * 24 * 60)));
        }
        sink.end();
    }

    private interface CommentConsumer {
        void accept(int id, int from, int to, int item, int rating, LocalDateTime date, String text) throws Exception;
    }

    private void forEachComment(CommentConsumer consumer) throws Exception {
        SplittableRandom random = stream(3);
        int allItems = this.size.items + this.size.oldItems;
        for (int id = 1; id <= this.size.comments; id++) {
            int from = 1 + random.nextInt(this.size.users);
            int to = 1 + random.nextInt(this.size.users);
            int item = 1 + random.nextInt(allItems);
            int kind = random.nextInt(RATINGS.length);
            consumer.accept(id, from, to, item, RATINGS[kind], this.reference.minusMinutes(random.nextInt(60 * 24 * 60)), COMMENTS[kind]);
        }
    }

    private record BidDraw(int user, int qty, double amount, double maxAmount, LocalDateTime date) {
    }

    private record ItemDraw(String description, double initialPrice, int quantity, double reservePrice, double buyNow, LocalDateTime start,
            LocalDateTime end, int seller, int category, BidDraw[] bids) {

        double maxBid() {
            return this.bids.length == 0 ? 0.0 : this.bids[this.bids.length - 1].amount;
        }
    }

    private ItemDraw drawItem(int id) {
        SplittableRandom random = new SplittableRandom(this.seed * 1_000_003L + id);
        double initial = price(1 + random.nextInt(5000));
        int quantity = random.nextInt(100) < 80 ? 1 : 1 + random.nextInt(10);
        double reserve = random.nextInt(100) < 40 ? price(initial + random.nextInt(1000)) : 0.0;
        double buyNow = random.nextInt(100) < 10 ? price(initial + reserve + random.nextInt(1000)) : 0.0;
        LocalDateTime start = this.reference.minusMinutes(random.nextInt(6 * 24 * 60));
        LocalDateTime end = this.reference.plusMinutes(24 * 60 + random.nextInt(6 * 24 * 60));
        int seller = 1 + random.nextInt(this.size.users);
        int category = 1 + random.nextInt(this.size.categories);
        int averageBids = this.size.items == 0 ? 0 : this.size.bids / this.size.items;
        BidDraw[] bids = new BidDraw[random.nextInt(2 * averageBids + 1)];
        double amount = initial;
        for (int n = 0; n < bids.length; n++) {
            amount = price(amount + 1 + random.nextInt(10));
            bids[n] = new BidDraw(1 + random.nextInt(this.size.users), 1, amount, price(amount + random.nextInt(20)),
                    start.plusMinutes(1 + n * 10L));
        }
        return new ItemDraw(DESCRIPTION.substring(0, 1 + random.nextInt(DESCRIPTION.length() - 1)), initial, quantity, reserve, buyNow, start, end,
                seller, category, bids);
    }

    private SplittableRandom stream(int table) {
        return new SplittableRandom(this.seed * 31 + table);
    }

    private static double price(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
