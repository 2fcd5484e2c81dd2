// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.outpost.descriptor.fixture.Fixtures.outpost;
import static org.outpost.descriptor.fixture.Fixtures.parse;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.jandex.AnnotationReader;

class DescriptorMergerTest {

    private static final String FIXTURE = "org.outpost.descriptor.fixture.";

    private final OutpostDescriptor annotations = AnnotationReader.read(Fixtures.application());

    @Test
    void xmlOverridesAnEntityAsAWhole() {
        OutpostDescriptor merged = DescriptorMerger.merge(annotations, parse(outpost(
                "<replicated-entity class='" + FIXTURE + "Item' update='invalidate'/>")).descriptor());
        ReplicatedEntity item = entity(merged, "Item");
        assertEquals(UpdateMode.INVALIDATE, item.update());
        assertEquals(List.of(), item.fields(), "fields of the annotation do not leak into the XML element");
        assertEquals(Optional.empty(), item.maxStaleness());
        assertEquals("outpost.xml:2:2", item.origin().toString());
        assertEquals(Origin.annotation(FIXTURE + "Category"), entity(merged, "Category").origin());
    }

    @Test
    void xmlOverridesAQueryByName() {
        OutpostDescriptor merged = DescriptorMerger.merge(annotations, parse(outpost(
                "<cacheable-query name='Item.byCategory' source='main'/>")).descriptor());
        CacheableQuery query = merged.cacheableQueries().stream()
                .filter(candidate -> candidate.name().equals("Item.byCategory")).findFirst().orElseThrow();
        assertEquals(QuerySource.MAIN, query.source());
        assertEquals(CacheableQuery.DEFAULT_MAX_ENTRIES, query.maxEntries());
        assertEquals(2, merged.cacheableQueries().size());
    }

    @Test
    void xmlOverridesFacadeMethodsByNameAndKeepsTheOthers() {
        OutpostDescriptor merged = DescriptorMerger.merge(annotations, parse(outpost("""
                <facade class='org.outpost.descriptor.fixture.AuctionFacade'>
                    <method name='placeBid' execute-at='edge'/>
                    <method name='browse' execute-at='main'/>
                </facade>""")).descriptor());
        Facade facade = merged.facades().get(0);
        assertEquals(Optional.of(Site.EDGE), facade.executeAt(), "the annotation's class-level site stays");
        assertEquals(Site.EDGE, facade.siteOf("placeBid"));
        assertEquals(Site.MAIN, facade.siteOf("browse"));
        assertEquals(Site.MAIN, facade.siteOf("closeAuction"));
        assertEquals(Origin.annotation(FIXTURE + "AuctionFacade", "closeAuction"),
                facade.method("closeAuction").orElseThrow().origin());
        assertEquals("outpost.xml:2:2", facade.origin().toString());
    }

    @Test
    void xmlFacadeSiteOverridesTheAnnotatedOne() {
        OutpostDescriptor merged = DescriptorMerger.merge(annotations, parse(outpost(
                "<facade class='" + FIXTURE + "AuctionFacade' execute-at='main'/>")).descriptor());
        assertEquals(Site.MAIN, merged.facades().get(0).siteOf("browse"));
        assertEquals(2, merged.facades().get(0).methods().size());
    }

    @Test
    void xmlAddsWhatAnnotationsLackAndTheFirstOfDuplicatesWins() {
        OutpostDescriptor merged = DescriptorMerger.merge(annotations, parse(outpost("""
                <replicated-entity class='org.outpost.descriptor.fixture.Bid' update='sync'/>
                <replicated-entity class='org.outpost.descriptor.fixture.Bid' update='invalidate'/>""")).descriptor());
        assertEquals(3, merged.replicatedEntities().size());
        assertEquals(UpdateMode.SYNC, entity(merged, "Bid").update());
    }

    @Test
    void mergingNothingChangesNothing() {
        assertEquals(annotations, DescriptorMerger.merge(annotations, OutpostDescriptor.empty()));
        assertEquals(annotations, DescriptorMerger.merge(OutpostDescriptor.empty(), annotations));
    }

    private static ReplicatedEntity entity(OutpostDescriptor descriptor, String simpleName) {
        return descriptor.replicatedEntities().stream()
                .filter(entity -> entity.className().equals(FIXTURE + simpleName)).findFirst().orElseThrow();
    }
}
