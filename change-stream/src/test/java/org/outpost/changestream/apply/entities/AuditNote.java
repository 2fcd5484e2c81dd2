// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Not replicated: must not appear in the replica schema. */
@Entity
public class AuditNote {
    @Id
    public Long id;
    public String text;
}
