// SPDX-License-Identifier: Apache-2.0
/**
 * The command line validator, {@code java -jar outpost-validate.jar <deployment>}, built as
 * {@code descriptors/target/outpost-validate.jar}.
 */
package org.outpost.descriptor.cli;
