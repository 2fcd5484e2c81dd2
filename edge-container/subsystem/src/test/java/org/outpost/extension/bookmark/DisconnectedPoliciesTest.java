// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

class DisconnectedPoliciesTest {

    @Test
    void aDeploymentFollowsTheStrictestPolicyOfItsEntitiesTheServersForThoseWithout() {
        assertEquals(DisconnectedPolicy.FORWARD, DisconnectedPolicies.strictest(
                descriptor(entity("x.A", null), entity("x.B", DisconnectedPolicy.SERVE_STALE)), DisconnectedPolicy.FORWARD));
        assertEquals(DisconnectedPolicy.FAIL, DisconnectedPolicies.strictest(
                descriptor(entity("x.A", DisconnectedPolicy.FAIL), entity("x.B", DisconnectedPolicy.FORWARD)), DisconnectedPolicy.SERVE_STALE));
        assertEquals(DisconnectedPolicy.SERVE_STALE, DisconnectedPolicies.strictest(
                descriptor(entity("x.A", DisconnectedPolicy.SERVE_STALE)), DisconnectedPolicy.FAIL));
        assertEquals(DisconnectedPolicy.FAIL, DisconnectedPolicies.strictest(descriptor(), DisconnectedPolicy.FAIL));
    }

    private static OutpostDescriptor descriptor(ReplicatedEntity... entities) {
        return new OutpostDescriptor(List.of(entities), List.of(), List.of());
    }

    private static ReplicatedEntity entity(String className, DisconnectedPolicy policy) {
        return new ReplicatedEntity(className, UpdateMode.ASYNC, List.of(), Optional.<Duration>empty(), Optional.ofNullable(policy), Origin.unspecified());
    }
}
