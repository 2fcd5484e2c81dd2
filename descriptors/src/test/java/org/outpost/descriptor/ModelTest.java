// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;

/** The model's invariants, origins and problems. */
class ModelTest {

    @Test
    void originsPrintAsFileLineColumnOrClassMember() {
        assertEquals("META-INF/outpost.xml:12:5", Origin.xml("META-INF/outpost.xml", 12, 5).toString());
        assertEquals("com.x.Foo", Origin.annotation("com.x.Foo").toString());
        assertEquals("com.x.Foo#bar", Origin.annotation("com.x.Foo", "bar").toString());
        assertEquals("META-INF/outpost.xml:12:5: replicated-entity class 'com.x.Itme' not found in the deployment",
                new Problem(Origin.xml("META-INF/outpost.xml", 12, 5),
                        "replicated-entity class 'com.x.Itme' not found in the deployment").toString());
    }

    @Test
    void problemsSortByFileThenLineThenColumnThenAnnotations() {
        List<Problem> problems = new ArrayList<>(List.of(
                new Problem(Origin.unspecified(), "z"),
                new Problem(Origin.annotation("a.B", "m"), "y"),
                new Problem(Origin.annotation("a.B"), "x"),
                new Problem(Origin.xml("b.xml", 1, 1), "w"),
                new Problem(Origin.xml("a.xml", 10, 1), "v"),
                new Problem(Origin.xml("a.xml", 9, 30), "u"),
                new Problem(Origin.xml("a.xml", 9, 4), "t")));
        problems.sort(Problem.ORDER);
        assertEquals(List.of("t", "u", "v", "w", "x", "y", "z"), problems.stream().map(Problem::message).toList());
    }

    @Test
    void listsOfNamesAreSortedSetsAndValuesAreChecked() {
        ReplicatedEntity entity = new ReplicatedEntity("a.B", UpdateMode.ASYNC, List.of("b", "a", "b"),
                Optional.empty(), Optional.empty(), Origin.unspecified());
        assertEquals(List.of("a", "b"), entity.fields());
        assertFalse(entity.allFields());
        assertThrows(IllegalArgumentException.class, () -> new ReplicatedEntity("a.B", UpdateMode.ASYNC, List.of(),
                Optional.of(Duration.ZERO), Optional.empty(), Origin.unspecified()));
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> new CacheableQuery("q",
                QuerySource.EDGE, RefreshMode.PUSH, List.of(), 0, Optional.empty(), Optional.empty(), Origin.unspecified()));
        assertEquals("max-entries '0' is not positive", zero.getMessage());
        IllegalArgumentException stale = assertThrows(IllegalArgumentException.class, () -> new CacheableQuery("q",
                QuerySource.EDGE, RefreshMode.PUSH, List.of(), 1, Optional.of(Duration.ZERO), Optional.empty(),
                Origin.unspecified()));
        assertEquals("max-staleness 'PT0S' is not positive", stale.getMessage());
        CacheableQuery query = new CacheableQuery("q", QuerySource.EDGE, RefreshMode.PUSH, List.of(), 1,
                Optional.empty(), Optional.empty(), Origin.unspecified());
        assertTrue(query.derivedDependencies());
        assertFalse(new CacheableQuery("q", QuerySource.EDGE, RefreshMode.PUSH, List.of("a.B"), 1,
                Optional.empty(), Optional.empty(), Origin.unspecified()).derivedDependencies());
    }

    @Test
    void facadeSiteComesFromTheMethodThenTheFacadeThenEdge() {
        Facade withDefault = new Facade("a.F", Optional.of(Site.MAIN),
                List.of(new FacadeMethod("browse", Site.EDGE, Origin.unspecified())), Origin.unspecified());
        assertEquals(Site.EDGE, withDefault.siteOf("browse"));
        assertEquals(Site.MAIN, withDefault.siteOf("placeBid"));
        Facade withoutDefault = new Facade("a.F", Optional.empty(), List.of(), Origin.unspecified());
        assertEquals(Site.EDGE, withoutDefault.siteOf("placeBid"));
    }

    @Test
    void sameAsIgnoresOriginsAndOrder() {
        CacheableQuery first = new CacheableQuery("a", QuerySource.EDGE, RefreshMode.PUSH, List.of(), 1,
                Optional.empty(), Optional.empty(), Origin.xml("x.xml", 1, 1));
        CacheableQuery second = new CacheableQuery("b", QuerySource.MAIN, RefreshMode.PUSH, List.of(), 1,
                Optional.empty(), Optional.empty(), Origin.annotation("a.B"));
        OutpostDescriptor one = new OutpostDescriptor(List.of(), List.of(first, second), List.of());
        OutpostDescriptor other = new OutpostDescriptor(List.of(), List.of(second, first), List.of());
        assertTrue(one.sameAs(other));
        assertFalse(one.equals(other));
        assertFalse(one.sameAs(OutpostDescriptor.empty()));
        assertTrue(OutpostDescriptor.empty().isEmpty());
        assertEquals(4, one.concat(other).cacheableQueries().size());
    }
}
