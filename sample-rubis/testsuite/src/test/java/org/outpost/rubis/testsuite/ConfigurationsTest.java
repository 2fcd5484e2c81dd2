// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.outpost.descriptor.cli.Validate;

/** Every configuration's EAR passes {@code outpost-validate}, and each says what its section of the paper says. */
class ConfigurationsTest {

    static final List<String> FACADES = List.of("BidFacade", "BuyNowFacade", "CatalogFacade", "CommentFacade", "ItemFacade", "SellFacade",
            "UserFacade");

    @ParameterizedTest
    @ValueSource(strings = {"c1-centralized", "c2-remote-facade", "c3-replicas-sync", "c4-query-cache", "c5-async", "c6-outpost"})
    void everyConfigurationIsValid(String configuration) {
        validated(configuration);
    }

    @Test
    void c1UsesNoOutpost() {
        String effective = validated("c1-centralized");
        assertFalse(effective.contains("<replicated-entity") || effective.contains("<cacheable-query") || effective.contains("<facade"), effective);
    }

    @Test
    void c2RunsEveryFacadeOnMainAndReplicatesNothing() {
        String effective = validated("c2-remote-facade");
        for (String facade : FACADES) {
            assertTrue(effective.contains("<facade class=\"org.outpost.rubis.facade." + facade + "\" execute-at=\"main\"/>"), facade + " in " + effective);
        }
        assertFalse(effective.contains("<replicated-entity") || effective.contains("<cacheable-query"), effective);
    }

    @Test
    void c3ReplicatesItemAndUserSynchronouslyAndRunsOnlyViewItemAtTheEdge() {
        String effective = validated("c3-replicas-sync");
        assertEquals(List.of("org.outpost.rubis.entity.Item", "org.outpost.rubis.entity.User"), all(effective, "<replicated-entity class=\"([^\"]+)\" update=\"sync\""));
        assertEquals(List.of("viewItem"), all(effective, "<method name=\"([^\"]+)\" execute-at=\"edge\""));
        assertFalse(effective.contains("<cacheable-query"), effective);
    }

    @Test
    void c4CachesEveryQueryOfTheBrowserAndBidderSessions() {
        String effective = validated("c4-query-cache");
        assertEquals(List.of("Bid.forItem", "Category.all", "Comment.toUser", "Item.byCategory", "Item.byCategoryAndRegion", "Region.all",
                "Region.byName", "User.byNickname"), all(effective, "<cacheable-query name=\"([^\"]+)\""));
        assertTrue(effective.contains("update=\"sync\""), effective);
    }

    @Test
    void c5IsC4WithAsynchronousPush() {
        String c4 = validated("c4-query-cache");
        String c5 = validated("c5-async");
        assertFalse(c5.contains("update=\"sync\""), c5);
        assertEquals(c4.replace(" update=\"sync\"", ""), c5);
    }

    @Test
    void c6RunsOnlyWritesOnMain() {
        String effective = validated("c6-outpost");
        assertEquals(List.of("registerUser", "storeBid", "storeBuyNow", "storeComment", "registerItem").stream().sorted().toList(),
                all(effective, "<method name=\"([^\"]+)\" execute-at=\"main\"").stream().sorted().toList());
        assertEquals(8, all(effective, "<replicated-entity class=\"([^\"]+)\"").size(), effective);
    }

    static Path ear(String configuration) {
        return Path.of(System.getProperty("rubis.ears.dir"), configuration, "rubis.ear");
    }

    private static String validated(String configuration) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Validate.run(new String[] {ear(configuration).toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, exit, configuration + ": " + err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static List<String> all(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        List<String> found = new java.util.ArrayList<>();
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
