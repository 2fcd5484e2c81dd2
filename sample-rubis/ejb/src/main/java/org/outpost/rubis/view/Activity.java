// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;

/** One line of About Me: an item the user bid on or bought, with the amount or quantity and the date. */
public record Activity(int itemId, String itemName, double amount, int qty, LocalDateTime date) implements Serializable {
}
