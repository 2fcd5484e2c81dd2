// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

public enum Status { DRAFT, OPEN, CLOSED }
