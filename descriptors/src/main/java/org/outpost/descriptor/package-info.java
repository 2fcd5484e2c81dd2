// SPDX-License-Identifier: Apache-2.0
/**
 * The immutable descriptor model ({@link org.outpost.descriptor.OutpostDescriptor} and its elements, each with the
 * {@link org.outpost.descriptor.Origin} it was declared at) and its resolution: merging XML over annotations,
 * validating against the deployment's Jandex index, and reporting every {@link org.outpost.descriptor.Problem}.
 */
package org.outpost.descriptor;
