// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Origin;
import org.outpost.querycache.fixture.Auction;
import org.outpost.querycache.fixture.Bid;
import org.outpost.querycache.fixture.Category;
import org.outpost.querycache.fixture.Item;
import org.outpost.querycache.fixture.Member;

class QueryAnalyzerTest {

    private static final String ITEM = Item.class.getName();
    private static final String BID = Bid.class.getName();
    private static final String MEMBER = Member.class.getName();
    private static final String CATEGORY = Category.class.getName();

    private static SessionFactory factory;
    private static QueryAnalyzer everythingReplicated;

    @BeforeAll
    static void build() {
        factory = Auction.unconnected();
        everythingReplicated = new QueryAnalyzer((SessionFactoryImplementor) factory, entity -> true);
    }

    @AfterAll
    static void close() {
        factory.close();
    }

    @Test
    void aParameterComparedToAForeignKeyKeysTheRootAndTheClockIsNoticed() {
        QueryAnalysis analysis = analyze("Item.byCategory");
        assertEquals(Classification.MAINTAINED_PER_PARAMETER, analysis.classification());
        EntityDependency item = analysis.dependency(ITEM).orElseThrow();
        assertEquals(List.of(new ParameterKey(":category", ITEM, "i.category.id", "category_id")), item.keys());
        assertTrue(item.wholeRows());
        assertEquals(Optional.empty(), item.everyResult());
        assertEquals(Optional.of("current_timestamp"), analysis.clock());
        assertEquals(List.of(ITEM), analysis.dependencies().stream().map(EntityDependency::entity).toList(),
                "i.category.id reads the foreign key, not the category");
        assertEquals("cacheable-query 'Item.byCategory' (source edge): maintained per parameter; Item: by :category"
                + " = i.category.id; reads the clock (current_timestamp)", analysis.describe());
    }

    @Test
    void aParameterOnAJoinedEntityKeysThatEntity() {
        QueryAnalysis analysis = analyze("Item.byCategoryAndRegion");
        assertEquals(Classification.MAINTAINED_PER_PARAMETER, analysis.classification());
        assertEquals(List.of(new ParameterKey(":region", MEMBER, "i.seller.region.id", "region_id")),
                analysis.dependency(MEMBER).orElseThrow().keys());
        assertEquals("i.seller", analysis.dependency(MEMBER).orElseThrow().via());
        assertEquals(Optional.empty(), analysis.dependency(MEMBER).orElseThrow().heldVia(),
                "the results show no member data");
        assertEquals(Set.of("region_id"), analysis.dependency(MEMBER).orElseThrow().columns());
        assertFalse(analysis.dependency(MEMBER).orElseThrow().readsAny(Set.of("nickname")));
        assertTrue(analysis.dependency(MEMBER).orElseThrow().readsAny(Set.of("region_id")));
    }

    @Test
    void aFetchedEntityIsFollowedByTheRowsEachResultHolds() {
        QueryAnalysis analysis = analyze("Bid.forItem");
        assertEquals(Classification.MAINTAINED_PER_PARAMETER, analysis.classification());
        assertEquals(List.of(new ParameterKey(":item", BID, "b.item.id", "item_id")),
                analysis.dependency(BID).orElseThrow().keys());
        EntityDependency bidder = analysis.dependency(MEMBER).orElseThrow();
        assertEquals(Optional.of(List.of("bidder")), bidder.heldVia());
        assertTrue(bidder.wholeRows());
        assertEquals("cacheable-query 'Bid.forItem' (source edge): maintained per parameter; Bid: by :item = b.item.id;"
                + " Member (b.bidder): the results holding the row", analysis.describe());
    }

    @Test
    void anAggregateOfTheRootIsKeyedToo() {
        QueryAnalysis analysis = analyze("Bid.count");
        assertEquals(Classification.MAINTAINED_PER_PARAMETER, analysis.classification());
        assertEquals(":item", analysis.dependency(BID).orElseThrow().keys().get(0).parameter());
    }

    @Test
    void withoutParametersEveryChangeTouchesTheOneResult() {
        QueryAnalysis analysis = analyze("Category.all");
        assertEquals(Classification.INVALIDATED_PER_ENTITY_TYPE, analysis.classification());
        assertEquals(Optional.of("the query has no parameter"), analysis.dependency(CATEGORY).orElseThrow().everyResult());
        assertEquals("cacheable-query 'Category.all' (source edge): invalidated per entity type; Category: every result,"
                + " the query has no parameter", analysis.describe());
    }

    @Test
    void aParameterOnlyOnAJoinedEntityLeavesTheRootUnkeyed() {
        QueryAnalysis analysis = analyze("Item.bySellerNickname");
        assertEquals(Classification.INVALIDATED_PER_ENTITY_TYPE, analysis.classification());
        assertEquals(Optional.of("no parameter is compared with '=' to a column of Item"),
                analysis.dependency(ITEM).orElseThrow().everyResult());
        assertEquals(":nickname", analysis.dependency(MEMBER).orElseThrow().keys().get(0).parameter());
    }

    @Test
    void aComparisonOtherThanEqualityKeysNothing() {
        QueryAnalysis analysis = analyze("Member.rated");
        assertEquals(Optional.of("no parameter is compared with '=' to a column of Member"),
                analysis.dependency(MEMBER).orElseThrow().everyResult());
    }

    @Test
    void aCollectionJoinIsFollowedByEveryResult() {
        QueryAnalysis analysis = analyze("Item.withBigBids");
        assertEquals(Classification.INVALIDATED_PER_ENTITY_TYPE, analysis.classification());
        assertEquals(Optional.of("reached through the collection i.bids"),
                analysis.dependency(BID).orElseThrow().everyResult());
        assertEquals(List.of(new ParameterKey(":category", ITEM, "i.category", "category_id")),
                analysis.dependency(ITEM).orElseThrow().keys(), "an entity-valued parameter compares the foreign key");
    }

    @Test
    void aSubqueryIsFollowedByEveryResult() {
        QueryAnalysis analysis = analyze("Item.withoutBids");
        assertEquals(Optional.of("read in a subquery"), analysis.dependency(BID).orElseThrow().everyResult());
        assertEquals(":category", analysis.dependency(ITEM).orElseThrow().keys().get(0).parameter());
    }

    @Test
    void aProjectionCannotSayWhichJoinedRowsItHolds() {
        QueryAnalysis analysis = analyze("Item.namesByCategory");
        assertEquals(Classification.INVALIDATED_PER_ENTITY_TYPE, analysis.classification());
        assertEquals(Optional.of("the results are not Item entities, from which Outpost would read which Member rows"
                + " each holds"), analysis.dependency(MEMBER).orElseThrow().everyResult());
    }

    @Test
    void filteringAJoinedEntityByALiteralTouchesEveryResult() {
        QueryAnalysis analysis = analyze("Item.bySellerAndRating");
        assertEquals(Optional.of("it filters on i.seller.rating other than by comparing it with a parameter"),
                analysis.dependency(MEMBER).orElseThrow().everyResult());
        assertEquals(List.of(new ParameterKey(":seller", ITEM, "i.seller.id", "seller_id")),
                analysis.dependency(ITEM).orElseThrow().keys());
    }

    @Test
    void refusesWhatCannotBeCached() {
        assertEquals(Optional.of("it reads the collection of values i.tags, whose changes the change stream does not"
                + " carry"), analyze("Item.withTag").refusal());
        assertEquals(Optional.of("not a SELECT statement"), analyze("Item.close").refusal());
        assertEquals(Optional.of("it locks rows (PESSIMISTIC_WRITE), which a cached result cannot do"),
                analyze("Item.locked").refusal());
        assertEquals(Optional.of("a native SQL query, whose dependencies Outpost cannot derive; write it in JPQL"),
                analyze("Category.native").refusal());
        assertEquals(Optional.of("no named query of that name in this persistence unit"), analyze("Nope").refusal());
        QueryAnalysis refused = analyze("Item.locked");
        assertEquals(Classification.REFUSED, refused.classification());
        assertEquals("cacheable-query 'Item.locked' (source edge): refused: it locks rows (PESSIMISTIC_WRITE), which a"
                + " cached result cannot do", refused.describe());
    }

    @Test
    void aSourceMainQueryTheCacheCannotFollowIsServedFromReplicasAndSaysWhy() {
        QueryAnalysis fromReplicas = everythingReplicated.analyze(query("Bid.top", QuerySource.MAIN, List.of()));
        assertEquals(Classification.SERVED_FROM_REPLICAS, fromReplicas.classification());
        assertEquals("cacheable-query 'Bid.top' (source main): served at the edge from invalidate-mode replicas: it reads"
                + " a derived table or a common table expression, whose rows the query cache cannot follow",
                fromReplicas.describe());
        assertFalse(fromReplicas.cached());
        assertEquals(Classification.REFUSED, analyze("Bid.top").classification(), "an edge query gets no replicas");
        assertTrue(everythingReplicated.analyze(query("Bid.forItem", QuerySource.MAIN, List.of())).cached());
    }

    @Test
    void anEdgeQueryMayReadOnlyReplicatedEntitiesEvenThroughPaths() {
        QueryAnalyzer bidsOnly = new QueryAnalyzer((SessionFactoryImplementor) factory, BID::equals);
        assertEquals(Optional.of("its source is 'edge' but it reads entity Member (b.bidder), which is not replicated;"
                + " replicate it or use source 'main'"), bidsOnly.analyze(query("Bid.forItem", QuerySource.EDGE,
                List.of())).refusal());
        assertEquals(Classification.MAINTAINED_PER_PARAMETER,
                bidsOnly.analyze(query("Bid.forItem", QuerySource.MAIN, List.of())).classification());
    }

    @Test
    void invalidatedByNarrowsAndWidens() {
        QueryAnalysis analysis = everythingReplicated.analyze(query("Bid.forItem", QuerySource.EDGE,
                List.of(BID, CATEGORY)));
        assertEquals(List.of(BID, CATEGORY), analysis.dependencies().stream().map(EntityDependency::entity).toList());
        assertEquals(":item", analysis.dependency(BID).orElseThrow().keys().get(0).parameter());
        assertEquals(Optional.of("listed in invalidated-by"), analysis.dependency(CATEGORY).orElseThrow().everyResult());
        assertEquals(Classification.INVALIDATED_PER_ENTITY_TYPE, analysis.classification());
    }

    private static QueryAnalysis analyze(String name) {
        return everythingReplicated.analyze(query(name, QuerySource.EDGE, List.of()));
    }

    private static CacheableQuery query(String name, QuerySource source, List<String> invalidatedBy) {
        return new CacheableQuery(name, source, RefreshMode.PUSH, invalidatedBy, CacheableQuery.DEFAULT_MAX_ENTRIES,
                Optional.empty(), Optional.empty(), Origin.unspecified());
    }
}
