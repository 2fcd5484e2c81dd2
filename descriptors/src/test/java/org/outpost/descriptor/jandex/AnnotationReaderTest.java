// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.ReadOnlyReplica;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.annotation.WhenDisconnected;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.fixture.broken.BadNames;
import org.outpost.descriptor.fixture.broken.NotAnEntity;
import org.outpost.descriptor.fixture.broken.SplitFacade;

class AnnotationReaderTest {

    private static final String FIXTURE = "org.outpost.descriptor.fixture.";

    @Test
    void readsEveryAnnotationMember() {
        OutpostDescriptor descriptor = AnnotationReader.read(Fixtures.application());
        assertEquals(List.of(
                new ReplicatedEntity(FIXTURE + "Category", UpdateMode.ASYNC, List.of(), Optional.empty(),
                        Optional.empty(), Origin.annotation(FIXTURE + "Category")),
                new ReplicatedEntity(FIXTURE + "Item", UpdateMode.SYNC, List.of("name", "price"),
                        Optional.of(Duration.ofSeconds(30)), Optional.of(DisconnectedPolicy.FORWARD),
                        Origin.annotation(FIXTURE + "Item"))), descriptor.replicatedEntities());
        assertEquals(List.of(
                new CacheableQuery("Item.byCategory", QuerySource.EDGE, RefreshMode.PUSH, List.of(), 50,
                        Optional.empty(), Optional.empty(), Origin.annotation(FIXTURE + "Item")),
                new CacheableQuery("Item.withBids", QuerySource.MAIN, RefreshMode.INVALIDATE,
                        List.of(FIXTURE + "Bid", FIXTURE + "Item"), 1000, Optional.of(Duration.ofSeconds(10)),
                        Optional.of(DisconnectedPolicy.FAIL), Origin.annotation(FIXTURE + "Item"))),
                descriptor.cacheableQueries());
        assertEquals(List.of(new Facade(FIXTURE + "AuctionFacade", Optional.of(Site.EDGE), List.of(
                        new FacadeMethod("closeAuction", Site.MAIN,
                                Origin.annotation(FIXTURE + "AuctionFacade", "closeAuction")),
                        new FacadeMethod("placeBid", Site.MAIN, Origin.annotation(FIXTURE + "AuctionFacade", "placeBid"))),
                        Origin.annotation(FIXTURE + "AuctionFacade"))),
                descriptor.facades());
        assertEquals("org.outpost.descriptor.fixture.AuctionFacade#placeBid",
                descriptor.facades().get(0).methods().get(1).origin().toString());
    }

    @Test
    void readsNothingFromClassesWithoutOutpostAnnotations() {
        assertTrue(AnnotationReader.read(Fixtures.index(List.of(Fixtures.APPLICATION.get(0)))).isEmpty());
    }

    @Test
    void reportsBadAnnotationValuesNamingTheMember() {
        List<Problem> problems = new ArrayList<>();
        OutpostDescriptor descriptor = AnnotationReader.read(
                Fixtures.index(List.of(NotAnEntity.class, SplitFacade.class)), problems::add);
        String broken = "org.outpost.descriptor.fixture.broken.";
        assertEquals(List.of(
                broken + "NotAnEntity: @ReadOnlyReplica maxStaleness 'soon' is not an ISO-8601 duration such as PT30S",
                broken + "NotAnEntity: @CacheableQuery 'Missing.query' maxEntries '0' is not positive",
                broken + "NotAnEntity: @CacheableQuery 'Missing.query' maxStaleness 'PT0S' is not positive",
                broken + "SplitFacade#save: @ExecuteAt on the overloads of method 'save' disagree (edge, main); all "
                        + "overloads share one site"), problems.stream().map(Problem::toString).toList());
        assertEquals(Optional.empty(), descriptor.replicatedEntities().get(0).maxStaleness());
        assertEquals(CacheableQuery.DEFAULT_MAX_ENTRIES, descriptor.cacheableQueries().get(0).maxEntries());
    }

    @Test
    void reportsBadNamesNamingTheMemberAndDropsAQueryWithoutName() {
        List<Problem> problems = new ArrayList<>();
        OutpostDescriptor descriptor = AnnotationReader.read(Fixtures.index(List.of(BadNames.class)), problems::add);
        String badNames = "org.outpost.descriptor.fixture.broken.BadNames: ";
        assertEquals(List.of(
                badNames + "@ReadOnlyReplica fields '1st' is not a Java identifier",
                badNames + "@CacheableQuery name is empty"), problems.stream().map(Problem::toString).toList());
        assertEquals(List.of(), descriptor.replicatedEntities().get(0).fields());
        assertEquals(List.of(), descriptor.cacheableQueries());
    }

    @Test
    void readWithoutACollectorFailsListingEveryProblem() {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                () -> AnnotationReader.read(Fixtures.index(List.of(NotAnEntity.class))));
        assertTrue(failure.getMessage().contains("maxStaleness 'soon'"), failure.getMessage());
        assertTrue(failure.getMessage().contains("maxEntries '0'"), failure.getMessage());
    }

    @Test
    void annotationDefaultsAreTheModelDefaults() throws Exception {
        assertEquals(ReplicatedEntity.DEFAULT_UPDATE, defaultOf(ReadOnlyReplica.class, "update"));
        assertEquals(WhenDisconnected.SERVER_DEFAULT, defaultOf(ReadOnlyReplica.class, "whenDisconnected"));
        assertEquals(Optional.empty(), WhenDisconnected.SERVER_DEFAULT.policy());
        assertEquals("", defaultOf(ReadOnlyReplica.class, "maxStaleness"));
        Class<?> cacheable = org.outpost.annotation.CacheableQuery.class;
        assertEquals(CacheableQuery.DEFAULT_SOURCE, defaultOf(cacheable, "source"));
        assertEquals(CacheableQuery.DEFAULT_REFRESH, defaultOf(cacheable, "refresh"));
        assertEquals(CacheableQuery.DEFAULT_MAX_ENTRIES, defaultOf(cacheable, "maxEntries"));
        assertEquals("", defaultOf(cacheable, "maxStaleness"));
        assertEquals(WhenDisconnected.SERVER_DEFAULT, defaultOf(cacheable, "whenDisconnected"));
        for (WhenDisconnected value : WhenDisconnected.values()) {
            assertEquals(value == WhenDisconnected.SERVER_DEFAULT ? Optional.empty()
                    : Optional.of(DisconnectedPolicy.valueOf(value.name())), value.policy());
        }
    }

    private static Object defaultOf(Class<?> annotation, String member) throws NoSuchMethodException {
        Method method = annotation.getMethod(member);
        return method.getDefaultValue();
    }
}
