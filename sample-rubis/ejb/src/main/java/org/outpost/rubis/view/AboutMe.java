// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.util.List;

/** The About Me page of an authenticated user: their information, what they sell, bid on and bought. */
public record AboutMe(UserInfo user, List<ItemSummary> selling, List<Activity> bids, List<Activity> bought) implements Serializable {

    public AboutMe {
        selling = List.copyOf(selling);
        bids = List.copyOf(bids);
        bought = List.copyOf(bought);
    }
}
