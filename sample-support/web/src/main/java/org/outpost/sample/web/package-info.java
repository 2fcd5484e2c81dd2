// SPDX-License-Identifier: Apache-2.0
/** The HTML page builder the samples' web modules share. */
package org.outpost.sample.web;
