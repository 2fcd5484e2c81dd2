// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.cli.Validate;
import org.outpost.descriptor.jandex.ArchiveIndexer;
import org.outpost.descriptor.jandex.IndexedArchive;
import org.outpost.descriptor.resolution.DescriptorResolver;
import org.outpost.descriptor.resolution.Resolution;

/**
 * Every configuration's EAR passes {@code outpost-validate}, and its effective descriptor says what its section of the
 * paper says: which entities are replicated and how, which queries are cached, where each use case runs.
 */
class ConfigurationsTest {

    static final List<String> CONFIGURATIONS = List.of("c1-centralized", "c2-remote-facade", "c3-replicas-sync", "c4-query-cache", "c5-async",
            "c6-outpost");

    private static final String ENTITY = "org.outpost.petstore.entity.";
    private static final Map<String, List<String>> USE_CASES = Map.of("Catalog", List.of("category", "item", "product", "search"), "Customer",
            List.of("commitOrder", "order", "signOn"));
    private static final List<String> CATALOG = List.of("Category", "Inventory", "Item", "Product");

    @ParameterizedTest(name = "{0}")
    @FieldSource("CONFIGURATIONS")
    void everyConfigurationPassesOutpostValidate(String configuration) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Validate.run(new String[] {ear(configuration).toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Validate.OK, exit, configuration + ": " + err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("<?xml"), out::toString);
    }

    @Test
    void c1UsesNoOutpost() throws Exception {
        assertTrue(effective("c1-centralized").isEmpty());
    }

    @Test
    void c2RunsEveryUseCaseOnMainAndReplicatesNothing() throws Exception {
        OutpostDescriptor c2 = effective("c2-remote-facade");
        assertEquals(Map.of(), replicated(c2));
        assertEquals(List.of(), c2.cacheableQueries());
        assertEquals(Map.of("Catalog", Map.of(Site.MAIN, USE_CASES.get("Catalog")), "Customer", Map.of(Site.MAIN, USE_CASES.get("Customer"))),
                sites(c2));
    }

    @Test
    void c3ReplicatesTheCatalogSynchronouslyAndRunsOnlyTheItemAtTheEdge() throws Exception {
        OutpostDescriptor c3 = effective("c3-replicas-sync");
        assertEquals(entities(CATALOG, UpdateMode.SYNC), replicated(c3));
        assertEquals(List.of(), c3.cacheableQueries());
        assertEquals(Map.of("Catalog", Map.of(Site.EDGE, List.of("item"), Site.MAIN, List.of("category", "product", "search")), "Customer",
                Map.of(Site.MAIN, USE_CASES.get("Customer"))), sites(c3));
    }

    @Test
    void c4CachesTheTwoQueriesOfThePaperAndLeavesSearchOnMain() throws Exception {
        OutpostDescriptor c4 = effective("c4-query-cache");
        assertEquals(entities(CATALOG, UpdateMode.SYNC), replicated(c4));
        assertEquals(Map.of("Item.byProduct", QuerySource.MAIN, "Product.byCategory", QuerySource.MAIN), queries(c4));
        assertEquals(Map.of("Catalog", Map.of(Site.EDGE, List.of("category", "item", "product"), Site.MAIN, List.of("search")), "Customer",
                Map.of(Site.MAIN, USE_CASES.get("Customer"))), sites(c4));
    }

    @Test
    void c5IsC4WithAsynchronousPush() throws Exception {
        OutpostDescriptor c4 = effective("c4-query-cache");
        OutpostDescriptor c5 = effective("c5-async");
        assertEquals(entities(CATALOG, UpdateMode.ASYNC), replicated(c5));
        assertEquals(queries(c4), queries(c5));
        assertEquals(sites(c4), sites(c5));
    }

    @Test
    void c6ReplicatesEverythingAndRunsOnlyCommitOrderOnMain() throws Exception {
        OutpostDescriptor c6 = effective("c6-outpost");
        assertEquals(entities(List.of("Account", "Category", "Inventory", "Item", "LineItem", "Order", "Product", "SignOn"), UpdateMode.ASYNC),
                replicated(c6));
        assertEquals(Map.of("Item.byProduct", QuerySource.EDGE, "LineItem.ofOrder", QuerySource.EDGE, "Product.byCategory", QuerySource.EDGE,
                "Product.search", QuerySource.EDGE), queries(c6));
        assertEquals(Map.of("Catalog", Map.of(Site.EDGE, USE_CASES.get("Catalog")), "Customer",
                Map.of(Site.EDGE, List.of("order", "signOn"), Site.MAIN, List.of("commitOrder"))), sites(c6));
    }

    static Path ear(String configuration) {
        return Path.of(System.getProperty("petstore.ears.dir"), configuration, "petstore.ear");
    }

    private static OutpostDescriptor effective(String configuration) throws Exception {
        IndexedArchive archive = ArchiveIndexer.index(ear(configuration));
        Resolution resolution = DescriptorResolver.resolve(archive.descriptors(), archive.index());
        assertTrue(resolution.ok(), () -> configuration + ": " + resolution.problems());
        return resolution.effective();
    }

    private static Map<String, UpdateMode> replicated(OutpostDescriptor descriptor) {
        return descriptor.replicatedEntities().stream().collect(Collectors.toMap(ReplicatedEntity::className, ReplicatedEntity::update));
    }

    private static Map<String, UpdateMode> entities(List<String> simpleNames, UpdateMode update) {
        return simpleNames.stream().collect(Collectors.toMap(name -> ENTITY + name, name -> update));
    }

    private static Map<String, QuerySource> queries(OutpostDescriptor descriptor) {
        return descriptor.cacheableQueries().stream().collect(Collectors.toMap(CacheableQuery::name, CacheableQuery::source));
    }

    /** For each façade (simple name), its use cases by the site they run at, sorted. */
    private static Map<String, Map<Site, List<String>>> sites(OutpostDescriptor descriptor) {
        Map<String, Map<Site, List<String>>> sites = new TreeMap<>();
        for (Facade facade : descriptor.facades()) {
            String name = facade.className().substring(facade.className().lastIndexOf('.') + 1);
            sites.put(name, USE_CASES.get(name).stream().sorted().collect(Collectors.groupingBy(facade::siteOf, TreeMap::new, Collectors.toList())));
        }
        return sites;
    }
}
