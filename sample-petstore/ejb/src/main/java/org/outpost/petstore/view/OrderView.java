// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

/** A committed order as its customer sees it; of the card, only the type and the last four digits. */
public record OrderView(int id, String userId, LocalDateTime date, List<LineView> lines, BigDecimal total, AddressView billTo,
        AddressView shipTo, String courier, String cardType, String cardEnding) implements Serializable {

    public OrderView {
        lines = List.copyOf(lines);
    }
}
