// SPDX-License-Identifier: Apache-2.0
/** Reading a sample's session patterns (page mixes, session steps) from the CSV files its workload module ships. */
package org.outpost.sample.workload;
