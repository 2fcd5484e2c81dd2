// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** Not replicated. */
@Entity
public class AuditNote {
    @Id
    @GeneratedValue
    Long id;
    String text;
}
