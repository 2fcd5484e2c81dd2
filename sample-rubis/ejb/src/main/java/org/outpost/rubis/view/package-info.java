// SPDX-License-Identifier: Apache-2.0
/** The small immutable results a façade returns: one façade call per page carries everything the page shows. */
package org.outpost.rubis.view;
