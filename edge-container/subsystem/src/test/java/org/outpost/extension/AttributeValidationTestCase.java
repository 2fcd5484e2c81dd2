// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.ExpressionResolver;
import org.jboss.as.controller.OperationFailedException;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ValueExpression;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every attribute of {@code /subsystem=outpost} refuses bad values with a message naming the attribute: as written
 * ({@code write-attribute}, {@code add}, the XML) and as an expression that resolves to a bad value when the subsystem
 * starts.
 */
class AttributeValidationTestCase {

    private static final String BAD = "outpost.test.bad";

    /** Each attribute with values it must refuse as written. */
    static Stream<Arguments> badValues() {
        return Stream.of(
                bad(OutpostSubsystemResourceDefinitionRegistrar.ROLE, "", "hub", "MAIN", new ModelNode().add("main")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.EDGE_ID, "", new ModelNode().add("edge-1")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.MAIN_URL, "", "main.example:8080", "ftp://main.example",
                        "http://", "http://main example", new ModelNode().add("http://main:8080")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.BROKER_URL, "", "relay.example:61616", "ftp://relay.example",
                        "tcp://", new ModelNode().add("tcp://relay:61616")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.BROKER_USER, "", new ModelNode().add("edge")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.REPLICA_STORE, "", new ModelNode().add("java:/x")),
                bad(OutpostSubsystemResourceDefinitionRegistrar.LAG_WAIT, "-1", "soon", "1.5s",
                        new ModelNode(Long.MIN_VALUE)),
                bad(OutpostSubsystemResourceDefinitionRegistrar.SYNC_TIMEOUT, "-1", "5 s", new ModelNode(-5L)),
                bad(OutpostSubsystemResourceDefinitionRegistrar.PUBLISH_INTERVAL, "-1", "100ms", new ModelNode(-100L)),
                bad(OutpostSubsystemResourceDefinitionRegistrar.OUTBOX_MAX_AGE, "0", "-3600", "P1D"),
                bad(OutpostSubsystemResourceDefinitionRegistrar.OUTBOX_MAX_COUNT, "0", "-1", "lots",
                        "99999999999999999999"),
                bad(OutpostSubsystemResourceDefinitionRegistrar.REPLAY_MEMORY, "-1", "16MiB", new ModelNode(-1L)),
                bad(OutpostSubsystemResourceDefinitionRegistrar.WHEN_DISCONNECTED, "", "stale", "SERVE_STALE"),
                bad(OutpostSubsystemResourceDefinitionRegistrar.BROKER_CREDENTIAL_REFERENCE, new ModelNode("secret"),
                        new ModelNode().setEmptyObject(),
                        new ModelNode().set("alias", "edge"),
                        new ModelNode().set("store", "edges")))
                .flatMap(List::stream);
    }

    /** Each attribute with an expression value, and what the expression resolves to, which it must refuse at start. */
    static Stream<Arguments> badResolvedValues() {
        return Stream.of(
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.ROLE, "hub"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.EDGE_ID, ""),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.MAIN_URL, "main.example:8080"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.BROKER_URL, "ftp://relay.example"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.BROKER_USER, ""),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.REPLICA_STORE, ""),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.LAG_WAIT, "-1"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.SYNC_TIMEOUT, "soon"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.PUBLISH_INTERVAL, "-100"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.OUTBOX_MAX_AGE, "0"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.OUTBOX_MAX_COUNT, "lots"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.REPLAY_MEMORY, "-16"),
                Arguments.of(OutpostSubsystemResourceDefinitionRegistrar.WHEN_DISCONNECTED, "stale"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badValues")
    void refusesABadValueNamingTheAttribute(AttributeDefinition attribute, ModelNode value) {
        ModelNode operation = new ModelNode();
        operation.get(attribute.getName()).set(value);
        OperationFailedException e = assertThrows(OperationFailedException.class,
                () -> attribute.validateAndSet(operation, new ModelNode()));
        assertNamesAttribute(attribute, e);
    }

    @ParameterizedTest(name = "{0} resolving to ''{1}''")
    @MethodSource("badResolvedValues")
    void refusesAnExpressionResolvingToABadValueNamingTheAttribute(AttributeDefinition attribute, String resolved) {
        ModelNode model = new ModelNode();
        ModelNode operation = new ModelNode();
        operation.get(attribute.getName()).set(new ValueExpression("${" + BAD + "}"));
        System.setProperty(BAD, resolved);
        try {
            OperationFailedException e = assertThrows(OperationFailedException.class, () -> {
                attribute.validateAndSet(operation, model);
                OutpostSubsystemResourceDefinitionRegistrar.resolve(attribute, ExpressionResolver.TEST_RESOLVER, model);
            });
            assertNamesAttribute(attribute, e);
        } finally {
            System.clearProperty(BAD);
        }
    }

    @Test
    void refusesAnExpressionThatDoesNotResolveNamingTheAttribute() {
        ModelNode model = new ModelNode();
        model.get(OutpostSubsystemResourceDefinitionRegistrar.MAIN_URL.getName())
                .set(new ValueExpression("${outpost.test.undefined}"));
        OperationFailedException e = assertThrows(OperationFailedException.class,
                () -> OutpostSubsystemResourceDefinitionRegistrar.resolve(OutpostSubsystemResourceDefinitionRegistrar.MAIN_URL,
                        ExpressionResolver.TEST_RESOLVER, model));
        assertNamesAttribute(OutpostSubsystemResourceDefinitionRegistrar.MAIN_URL, e);
    }

    private static void assertNamesAttribute(AttributeDefinition attribute, OperationFailedException e) {
        String message = e.getFailureDescription().asString();
        assertTrue(message.contains(attribute.getName()), message);
    }

    private static List<Arguments> bad(AttributeDefinition attribute, Object... values) {
        return Stream.of(values)
                .map(value -> Arguments.of(attribute, value instanceof ModelNode node ? node : new ModelNode((String) value)))
                .toList();
    }
}
