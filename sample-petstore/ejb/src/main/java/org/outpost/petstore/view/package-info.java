// SPDX-License-Identifier: Apache-2.0
/** The small immutable results the façades return and take: one façade call carries everything a page shows. */
package org.outpost.petstore.view;
