// SPDX-License-Identifier: Apache-2.0
/**
 * The paper's RUBiS session patterns (Table 4 browser mix, Table 5 bidder session) for the WAN study's load generator.
 */
package org.outpost.rubis.workload;
