// SPDX-License-Identifier: Apache-2.0
/**
 * The RUBiS pages: one servlet per page at the original URLs, each making at most one façade call.
 */
package org.outpost.rubis.web;
