// SPDX-License-Identifier: Apache-2.0
/** JPA entities on the tables of RUBiS's {@code rubis.sql}; the generator creates the tables. */
package org.outpost.rubis.entity;
