// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.outpost.descriptor.fixture.Fixtures.outpost;
import static org.outpost.descriptor.fixture.Fixtures.parse;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.outpost.descriptor.fixture.Fixtures;
import org.outpost.descriptor.fixture.broken.NotAnEntity;
import org.outpost.descriptor.jandex.AnnotationReader;

/** Every validation rule, each asserting the message names its culprit. */
class DescriptorValidatorTest {

    private static final String FIXTURE = "org.outpost.descriptor.fixture.";

    /** Each element alone in a descriptor, validated with the sample application's annotations merged in. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<replicated-entity class='org.outpost.descriptor.fixture.Itme'/>"
                    + "|outpost.xml:2:2: replicated-entity class 'org.outpost.descriptor.fixture.Itme' not found in the deployment",
            "<replicated-entity class='org.outpost.descriptor.fixture.AuctionFacade'/>"
                    + "|outpost.xml:2:2: replicated-entity class 'org.outpost.descriptor.fixture.AuctionFacade' is not a JPA entity: it lacks @jakarta.persistence.Entity",
            "<replicated-entity class='org.outpost.descriptor.fixture.Bid' fields='amount prize'/>"
                    + "|outpost.xml:2:2: replicated-entity class 'org.outpost.descriptor.fixture.Bid' has no persistent field 'prize' (in the class or its superclasses)",
            "<replicated-entity class='org.outpost.descriptor.fixture.Bid' update='invalidate' fields='amount'/>"
                    + "|outpost.xml:2:2: replicated-entity class 'org.outpost.descriptor.fixture.Bid': fields 'amount' contradicts update 'invalidate', with which only keys travel; drop the fields or choose another update mode",
            "<cacheable-query name='Item.byColour'/>"
                    + "|outpost.xml:2:2: cacheable-query 'Item.byColour': no @NamedQuery named 'Item.byColour' in the deployment",
            "<cacheable-query name='Category.all' invalidated-by='org.outpost.descriptor.fixture.Gone'/>"
                    + "|outpost.xml:2:2: cacheable-query 'Category.all': invalidated-by class 'org.outpost.descriptor.fixture.Gone' not found in the deployment",
            "<cacheable-query name='Category.all' invalidated-by='org.outpost.descriptor.fixture.AuctionFacade'/>"
                    + "|outpost.xml:2:2: cacheable-query 'Category.all': invalidated-by class 'org.outpost.descriptor.fixture.AuctionFacade' is not a JPA entity: it lacks @jakarta.persistence.Entity",
            "<cacheable-query name='Bid.forItem' source='edge'/>"
                    + "|outpost.xml:2:2: cacheable-query 'Bid.forItem' has source 'edge' but its JPQL reads entity 'Offer' (org.outpost.descriptor.fixture.Bid), which is not replicated; replicate it or use source 'main'",
            "<facade class='org.outpost.descriptor.fixture.AuctionFacad'/>"
                    + "|outpost.xml:2:2: facade class 'org.outpost.descriptor.fixture.AuctionFacad' not found in the deployment",
            "<facade class='org.outpost.descriptor.fixture.AuctionFacade'><method name='placeBd' execute-at='main'/></facade>"
                    + "|outpost.xml:2:62: method 'placeBd' of facade class 'org.outpost.descriptor.fixture.AuctionFacade' not found in the class or its superclasses",
    })
    void reportsTheCulprit(String element, String expected) {
        assertEquals(List.of(expected), problems(outpost(element)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<replicated-entity class='org.outpost.descriptor.fixture.Bid' fields='amount id version'/>",
            "<cacheable-query name='Bid.forItem' source='main'/>",
            "<cacheable-query name='Item.withBids' source='edge' invalidated-by='org.outpost.descriptor.fixture.Item'/>"
                    + "<replicated-entity class='org.outpost.descriptor.fixture.Bid'/>",
            "<facade class='org.outpost.descriptor.fixture.AuctionFacade'><method name='ping' execute-at='main'/></facade>",
            "<replicated-entity class='org.outpost.descriptor.fixture.Item' fields='description'/>",
    })
    void acceptsCorrectElements(String elements) {
        assertEquals(List.of(), problems(outpost(elements)));
    }

    @Test
    void reportsDuplicatesNamingTheFirstDeclaration() {
        OutpostDescriptor xml = parse(outpost("""
                <replicated-entity class='a.B'/>
                <cacheable-query name='q'/>
                <replicated-entity class='a.B'/>
                <facade class='a.F'><method name='m' execute-at='main'/><method name='m' execute-at='edge'/></facade>
                <cacheable-query name='q'/>
                <facade class='a.F'/>""")).descriptor();
        assertEquals(List.of(
                "outpost.xml:4:2: replicated-entity class 'a.B' is declared more than once; first at outpost.xml:2:2",
                "outpost.xml:6:2: cacheable-query 'q' is declared more than once; first at outpost.xml:3:2",
                "outpost.xml:7:2: facade class 'a.F' is declared more than once; first at outpost.xml:5:2",
                "outpost.xml:5:57: method 'm' of facade class 'a.F' is declared more than once; first at outpost.xml:5:21"),
                DescriptorValidator.duplicates(xml).stream().map(Problem::toString).toList());
    }

    @Test
    void reportsEveryProblemAtOnce() {
        List<String> problems = problems(outpost("""
                <replicated-entity class='org.outpost.descriptor.fixture.Itme'/>
                <cacheable-query name='Nope'/>
                <facade class='org.outpost.descriptor.fixture.AuctionFacade'><method name='x' execute-at='main'/></facade>"""));
        assertEquals(3, problems.size(), problems.toString());
    }

    @Test
    void namesAnnotationsAsTheirAuthorWroteThem() {
        List<Problem> problems = new ArrayList<>();
        OutpostDescriptor annotations = AnnotationReader.read(Fixtures.index(List.of(NotAnEntity.class)),
                problems::add);
        List<String> messages = DescriptorValidator.validate(annotations, Fixtures.index(List.of(NotAnEntity.class)))
                .stream().map(Problem::toString).toList();
        String culprit = "org.outpost.descriptor.fixture.broken.NotAnEntity";
        assertEquals(List.of(
                culprit + ": @ReadOnlyReplica class '" + culprit + "' is not a JPA entity: it lacks "
                        + "@jakarta.persistence.Entity",
                culprit + ": @CacheableQuery 'Missing.query': no @NamedQuery named 'Missing.query' in the deployment"),
                messages);
    }

    @Test
    void annotatedEdgeQueryOverUnreplicatedEntityIsReported() {
        List<String> problems = problems(outpost(
                "<cacheable-query name='Item.withBids' source='edge'/>"));
        assertEquals(List.of("outpost.xml:2:2: cacheable-query 'Item.withBids' has source 'edge' but its JPQL reads "
                + "entity 'Offer' (" + FIXTURE + "Bid), which is not replicated; replicate it or use source 'main'"),
                problems);
    }

    private static List<String> problems(String xml) {
        OutpostDescriptor merged = DescriptorMerger.merge(AnnotationReader.read(Fixtures.application()),
                parse(xml).descriptor());
        return DescriptorValidator.validate(merged, Fixtures.application()).stream().map(Problem::toString).toList();
    }
}
