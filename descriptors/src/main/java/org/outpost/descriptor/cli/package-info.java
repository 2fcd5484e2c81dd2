// SPDX-License-Identifier: Apache-2.0
/**
 * The command line validator, {@code java -jar outpost-validate.jar <deployment>}, built as
 * {@code query-cache/target/outpost-validate.jar} by the query cache module, which adds its DeploymentCheck.
 */
package org.outpost.descriptor.cli;
