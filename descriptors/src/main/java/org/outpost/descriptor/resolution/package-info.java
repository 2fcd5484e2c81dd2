// SPDX-License-Identifier: Apache-2.0
/**
 * From parsed descriptors and annotations to a deployment's effective descriptor:
 * org.outpost.descriptor.resolution.DescriptorResolver reads annotations (jandex), merges them with the XML
 * descriptors (XML overrides) and validates the result, returning every problem at once in a
 * org.outpost.descriptor.resolution.Resolution. The server and the outpost-validate command run the same resolution.
 */
package org.outpost.descriptor.resolution;
