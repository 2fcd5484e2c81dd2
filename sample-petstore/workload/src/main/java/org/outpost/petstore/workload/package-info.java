// SPDX-License-Identifier: Apache-2.0
/**
 * The paper's Java Pet Store session patterns (Table 2 browser mix, Table 3 buyer session) and the Search keywords,
 * for the WAN study's load generator.
 */
package org.outpost.petstore.workload;
