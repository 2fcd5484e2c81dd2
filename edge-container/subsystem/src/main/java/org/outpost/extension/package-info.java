// SPDX-License-Identifier: Apache-2.0
/**
 * The outpost WildFly subsystem's wiring: the extension, the subsystem resource
 * (OutpostSubsystemResourceDefinitionRegistrar, holding its attributes), its XML schema and the deployment chain
 * (OutpostDeploymentChain, every phase and priority Outpost uses). It calls down into the feature packages
 * (descriptor, replication, forwarding, bookmark), which depend only on the base package server; nothing points back
 * here.
 */
package org.outpost.extension;
