// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.resolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.descriptor.fixture.Fixtures.outpost;
import static org.outpost.descriptor.fixture.Fixtures.parse;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.fixture.broken.NotAnEntity;

class DescriptorResolverTest {

    private static final String FIXTURE = "org.outpost.descriptor.fixture.";

    @Test
    void resolvesTheSampleApplication() {
        Resolution resolution = DescriptorResolver.resolve(
                List.of(Fixtures.resource("descriptors/valid/sample-application.xml")), Fixtures.application());
        assertEquals(List.of(), resolution.problems());
        assertTrue(resolution.ok());
        OutpostDescriptor effective = resolution.effective();
        assertEquals(List.of(FIXTURE + "Category", FIXTURE + "Item", FIXTURE + "Bid"),
                effective.replicatedEntities().stream().map(ReplicatedEntity::className).toList());
        assertEquals(UpdateMode.INVALIDATE, effective.replicatedEntities().get(1).update());
        assertEquals(Site.MAIN, effective.facades().get(0).siteOf("browse"));
        assertEquals(Site.MAIN, effective.facades().get(0).siteOf("placeBid"));
        assertEquals(3, effective.cacheableQueries().size());
    }

    @Test
    void resolvesAnnotationsAlone() {
        Resolution resolution = DescriptorResolver.resolve(List.of(), Fixtures.application());
        assertTrue(resolution.ok(), resolution.problems().toString());
        assertEquals(2, resolution.effective().replicatedEntities().size());
    }

    @Test
    void combinesSeveralDescriptorsAndReportsDuplicatesAcrossThem() {
        Resolution resolution = DescriptorResolver.resolve(List.of(
                parse(outpost("<replicated-entity class='" + FIXTURE + "Bid'/>"), "ejb.jar!/META-INF/outpost.xml"),
                parse(outpost("<replicated-entity class='" + FIXTURE + "Bid' update='sync'/>"),
                        "app.ear!/META-INF/outpost.xml")), Fixtures.application());
        assertEquals(List.of("app.ear!/META-INF/outpost.xml:2:2: replicated-entity class '" + FIXTURE
                + "Bid' is declared more than once; first at ejb.jar!/META-INF/outpost.xml:2:2"),
                resolution.problems().stream().map(Problem::toString).toList());
        assertFalse(resolution.ok());
    }

    @Test
    void gathersParseAnnotationAndValidationProblemsSorted() {
        Resolution resolution = DescriptorResolver.resolve(List.of(
                parse(outpost("<cacheable-query name='Nope' max-entries='x'/>"), "b.xml"),
                parse(outpost("<replicated-entity class='a.Gone' update='never'/>"), "a.xml")),
                Fixtures.index(List.of(NotAnEntity.class)));
        assertEquals(List.of(
                "a.xml:2:2: replicated-entity class 'a.Gone' not found in the deployment",
                "a.xml:2:2: replicated-entity class 'a.Gone': update 'never' is not one of async, sync, invalidate",
                "b.xml:2:2: cacheable-query 'Nope': no @NamedQuery named 'Nope' in the deployment",
                "b.xml:2:2: cacheable-query name 'Nope': max-entries 'x' is not an integer",
                "org.outpost.descriptor.fixture.broken.NotAnEntity: @CacheableQuery 'Missing.query' maxEntries '0' is "
                        + "not positive",
                "org.outpost.descriptor.fixture.broken.NotAnEntity: @CacheableQuery 'Missing.query' maxStaleness "
                        + "'PT0S' is not positive",
                "org.outpost.descriptor.fixture.broken.NotAnEntity: @CacheableQuery 'Missing.query': no @NamedQuery "
                        + "named 'Missing.query' in the deployment",
                "org.outpost.descriptor.fixture.broken.NotAnEntity: @ReadOnlyReplica class "
                        + "'org.outpost.descriptor.fixture.broken.NotAnEntity' is not a JPA entity: it lacks "
                        + "@jakarta.persistence.Entity",
                "org.outpost.descriptor.fixture.broken.NotAnEntity: @ReadOnlyReplica maxStaleness 'soon' is not an "
                        + "ISO-8601 duration such as PT30S"),
                resolution.problems().stream().map(Problem::toString).toList());
    }
}
