// SPDX-License-Identifier: Apache-2.0
/**
 * The WAN study of seed 001 (TR2002-832 §3–4) on one machine: the topology ({@link org.outpost.wan.study.Topology}),
 * the paper's client model as Gatling load, the WAN round-trip probe and the report ({@link org.outpost.wan.study.WanStudy},
 * {@code wan-study/run}), and the demo ({@link org.outpost.wan.study.Demo}, {@code scripts/demo.sh}).
 */
package org.outpost.wan.study;
