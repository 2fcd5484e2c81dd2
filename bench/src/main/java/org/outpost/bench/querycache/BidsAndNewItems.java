// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.outpost.rubis.generator.DatasetSize;

/**
 * A stream of RUBiS writes: bids by random users on random items of the dataset, and, with the given share, new items
 * of random sellers in random categories. The same size, share and seed give the same stream.
 */
final class BidsAndNewItems {

    private BidsAndNewItems() {
    }

    static List<RubisChange> of(DatasetSize size, int changes, double newItemShare, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<RubisChange> stream = new ArrayList<>(changes);
        for (int i = 0; i < changes; i++) {
            int user = 1 + random.nextInt(size.users());
            stream.add(random.nextDouble() < newItemShare
                    ? new RubisChange.NewItem(user, 1 + random.nextInt(size.categories()))
                    : new RubisChange.NewBid(user, 1 + random.nextInt(size.items())));
        }
        return List.copyOf(stream);
    }
}
