// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.ExpressionResolver;
import org.jboss.as.controller.ObjectTypeAttributeDefinition;
import org.jboss.as.controller.OperationContext;
import org.jboss.as.controller.OperationFailedException;
import org.jboss.as.controller.ResourceDefinition;
import org.jboss.as.controller.SimpleAttributeDefinition;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.as.controller.SubsystemRegistration;
import org.jboss.as.controller.SubsystemResourceRegistration;
import org.jboss.as.controller.capability.RuntimeCapability;
import org.jboss.as.controller.client.helpers.MeasurementUnit;
import org.jboss.as.controller.descriptions.ParentResourceDescriptionResolver;
import org.jboss.as.controller.descriptions.SubsystemResourceDescriptionResolver;
import org.jboss.as.controller.operations.validation.LongRangeValidator;
import org.jboss.as.controller.operations.validation.StringAllowedValuesValidator;
import org.jboss.as.controller.operations.validation.StringLengthValidator;
import org.jboss.as.controller.registry.ManagementResourceRegistration;
import org.jboss.as.controller.security.CredentialReference;
import org.jboss.as.controller.security.CredentialReferenceWriteAttributeHandler;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.annotation.DescriptorToken;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.outbox.RelaySettings;
import org.outpost.changestream.outbox.RetentionPolicy;
import org.outpost.extension.descriptor.DeployedDescriptors;
import org.outpost.extension.forwarding.ForwardingStatistics;
import org.outpost.extension.querycache.QueryCaches;
import org.outpost.extension.replication.ChangeStreamAddresses;
import org.outpost.extension.replication.ChangeStreamHttpEndpoints;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.OutpostConfiguration;
import org.outpost.extension.server.OutpostLogger;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.Role;
import org.outpost.extension.server.UnmarshallingAllowlist;
import org.wildfly.extension.messaging.activemq.ActiveMQBroker;
import org.wildfly.security.credential.source.CredentialSource;
import org.wildfly.subsystem.resource.ManagementResourceRegistrar;
import org.wildfly.subsystem.resource.ManagementResourceRegistrationContext;
import org.wildfly.subsystem.resource.ResourceDescriptor;
import org.wildfly.subsystem.resource.SubsystemResourceDefinitionRegistrar;
import org.wildfly.subsystem.resource.operation.ResourceOperationRuntimeHandler;
import org.wildfly.subsystem.service.ResourceServiceConfigurator;
import org.wildfly.subsystem.service.ResourceServiceInstaller;
import org.wildfly.subsystem.service.ServiceDependency;
import org.wildfly.subsystem.service.capability.CapabilityServiceInstaller;

/**
 * Registers the {@code outpost} subsystem resource: its attributes, the {@link OutpostServer} runtime capability,
 * the deployment processors and the runtime view of deployed descriptors.
 */
class OutpostSubsystemResourceDefinitionRegistrar implements SubsystemResourceDefinitionRegistrar, ResourceServiceConfigurator {

    static final SubsystemResourceRegistration REGISTRATION = SubsystemResourceRegistration.of("outpost");
    static final ParentResourceDescriptionResolver RESOLVER = new SubsystemResourceDescriptionResolver(REGISTRATION.getName(), OutpostSubsystemResourceDefinitionRegistrar.class);

    static final RuntimeCapability<Void> SERVER_CAPABILITY = RuntimeCapability.Builder.of(OutpostServer.SERVICE_DESCRIPTOR).build();

    static final SimpleAttributeDefinition ROLE = new SimpleAttributeDefinitionBuilder(OutpostConfiguration.ROLE, ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setDefaultValue(new ModelNode(Role.MAIN.token()))
            .setValidator(new StringAllowedValuesValidator(Role.MAIN.token(), Role.EDGE.token()))
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition EDGE_ID = nonEmptyString(OutpostConfiguration.EDGE_ID);

    static final SimpleAttributeDefinition MAIN_URL = new SimpleAttributeDefinitionBuilder(OutpostConfiguration.MAIN_URL, ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setValidator(UrlValidator.http())
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition BROKER_URL = new SimpleAttributeDefinitionBuilder(OutpostConfiguration.BROKER_URL, ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setValidator(UrlValidator.broker())
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition BROKER_USER = nonEmptyString(OutpostConfiguration.BROKER_USER);

    static final ObjectTypeAttributeDefinition BROKER_CREDENTIAL_REFERENCE = CredentialReference.getAttributeBuilder(
                    "broker-credential-reference", "broker-credential-reference", true, true)
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition REPLICA_STORE = nonEmptyString(OutpostConfiguration.REPLICA_STORE);

    static final SimpleAttributeDefinition LAG_WAIT = milliseconds(OutpostConfiguration.LAG_WAIT, 2000L);

    static final SimpleAttributeDefinition SYNC_TIMEOUT = milliseconds(OutpostConfiguration.SYNC_TIMEOUT, 5000L);

    static final SimpleAttributeDefinition PUBLISH_INTERVAL = milliseconds(OutpostConfiguration.PUBLISH_INTERVAL,
            RelaySettings.DEFAULT_PUBLISH_INTERVAL.toMillis());

    static final SimpleAttributeDefinition OUTBOX_MAX_AGE = positiveLong(OutpostConfiguration.OUTBOX_MAX_AGE, RetentionPolicy.DEFAULT.maxAge().toSeconds(), MeasurementUnit.SECONDS);

    static final SimpleAttributeDefinition OUTBOX_MAX_COUNT = positiveLong(OutpostConfiguration.OUTBOX_MAX_COUNT, RetentionPolicy.DEFAULT.maxCount(), MeasurementUnit.NONE);

    static final SimpleAttributeDefinition REPLAY_MEMORY = longAttribute(OutpostConfiguration.REPLAY_MEMORY,
            RecentBatches.DEFAULT_MAX_BYTES, MeasurementUnit.BYTES, 0L);

    static final SimpleAttributeDefinition WHEN_DISCONNECTED = new SimpleAttributeDefinitionBuilder(OutpostConfiguration.WHEN_DISCONNECTED, ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setDefaultValue(new ModelNode(DisconnectedPolicy.SERVE_STALE.token()))
            .setValidator(new StringAllowedValuesValidator(DescriptorToken.tokens(DisconnectedPolicy.class).toArray(String[]::new)))
            .setRestartAllServices()
            .build();

    /**
     * On an edge, the URL of main it follows: {@code main-url} as resolved when the subsystem started, so that an
     * expression shows as the value it took (and a {@code main-url} written since, which needs a reload, as not yet).
     */
    static final SimpleAttributeDefinition RESOLVED_MAIN_URL = new SimpleAttributeDefinitionBuilder("resolved-main-url", ModelType.STRING)
            .setRequired(false)
            .setStorageRuntime()
            .build();

    /** The attributes written as XML attributes of {@code <subsystem>}; the credential reference is an element. */
    static final List<AttributeDefinition> XML_ATTRIBUTES = List.of(ROLE, EDGE_ID, MAIN_URL, BROKER_URL, BROKER_USER, REPLICA_STORE, LAG_WAIT, SYNC_TIMEOUT, PUBLISH_INTERVAL, OUTBOX_MAX_AGE, OUTBOX_MAX_COUNT, REPLAY_MEMORY, WHEN_DISCONNECTED);

    private static final Map<String, AttributeDefinition> ATTRIBUTES_BY_NAME = XML_ATTRIBUTES.stream()
            .collect(Collectors.toUnmodifiableMap(AttributeDefinition::getName, Function.identity()));

    private final DeployedDescriptors deployments = new DeployedDescriptors();
    private final ReplicationStreams streams = new ReplicationStreams();
    private final ForwardingStatistics forwarding = new ForwardingStatistics();
    private final QueryCaches queryCaches = new QueryCaches();
    private final AtomicReference<OutpostConfiguration> running = new AtomicReference<>();

    @Override
    public ManagementResourceRegistration register(SubsystemRegistration parent, ManagementResourceRegistrationContext context) {
        ManagementResourceRegistration registration = parent.registerSubsystemModel(ResourceDefinition.builder(REGISTRATION, RESOLVER).build());
        ResourceDescriptor descriptor = ResourceDescriptor.builder(RESOLVER)
                .addAttributes(XML_ATTRIBUTES)
                .addAttribute(BROKER_CREDENTIAL_REFERENCE, new CredentialReferenceWriteAttributeHandler(BROKER_CREDENTIAL_REFERENCE))
                .addCapability(SERVER_CAPABILITY)
                .withRuntimeHandler(ResourceOperationRuntimeHandler.configureService(this))
                .withDeploymentChainContributor(new OutpostDeploymentChain(this.deployments, this.streams, this.forwarding, this.queryCaches))
                .build();
        ManagementResourceRegistrar.of(descriptor).register(registration);
        registration.registerReadOnlyAttribute(DeployedDescriptors.ATTRIBUTE, this.deployments.readHandler());
        registration.registerReadOnlyAttribute(ReplicationStreams.ATTRIBUTE, this.streams.readHandler());
        registration.registerReadOnlyAttribute(ForwardingStatistics.ATTRIBUTE, this.forwarding.readHandler());
        registration.registerReadOnlyAttribute(QueryCaches.ATTRIBUTE, this.queryCaches.readHandler());
        registration.registerReadOnlyAttribute(RESOLVED_MAIN_URL, (read, operation) -> Optional.ofNullable(this.running.get())
                .flatMap(OutpostConfiguration::mainUrl)
                .ifPresent(url -> read.getResult().set(url)));
        return registration;
    }

    @Override
    public ResourceServiceInstaller configure(OperationContext context, ModelNode model) throws OperationFailedException {
        OutpostConfiguration configuration = OutpostConfiguration.resolve(
                name -> resolve(ATTRIBUTES_BY_NAME.get(name), context, model));
        this.running.set(configuration);
        ServiceDependency<CredentialSource> brokerCredentials = model.hasDefined(BROKER_CREDENTIAL_REFERENCE.getName())
                ? ServiceDependency.from(CredentialReference.getCredentialSourceDependency(context, BROKER_CREDENTIAL_REFERENCE, model))
                : ServiceDependency.empty();
        if (configuration.role() == Role.EDGE) {
            return CapabilityServiceInstaller.builder(SERVER_CAPABILITY, credentials -> new OutpostServer(configuration, credentials), brokerCredentials)
                    .build();
        }
        UnmarshallingAllowlist.warnIfAbsent();
        ServiceDependency<ActiveMQBroker> broker = ChangeStreamAddresses.embeddedBroker();
        ResourceServiceInstaller server = CapabilityServiceInstaller.builder(SERVER_CAPABILITY, Function.identity(), () -> {
                    ChangeStreamAddresses.prepare(broker.get());
                    return new OutpostServer(configuration, Optional.empty());
                })
                .requires(broker)
                .blocking()
                .build();
        return ResourceServiceInstaller.combine(server, ChangeStreamHttpEndpoints.installer(this.streams));
    }

    /**
     * The value of an attribute with its expression resolved and checked, or a failure naming the attribute (WildFly's
     * own message for an expression that does not resolve names only the expression).
     */
    static ModelNode resolve(AttributeDefinition attribute, ExpressionResolver resolver, ModelNode model) throws OperationFailedException {
        try {
            return attribute.resolveModelAttribute(resolver, model);
        } catch (OperationFailedException e) {
            throw OutpostLogger.ROOT_LOGGER.badAttribute(attribute.getName(), e.getFailureDescription().asString());
        } catch (ExpressionResolver.ExpressionResolutionUserException e) {
            throw OutpostLogger.ROOT_LOGGER.badAttribute(attribute.getName(), e.getMessage());
        }
    }

    private static SimpleAttributeDefinition milliseconds(String name, long defaultValue) {
        return longAttribute(name, defaultValue, MeasurementUnit.MILLISECONDS, 0L);
    }

    private static SimpleAttributeDefinition positiveLong(String name, long defaultValue, MeasurementUnit unit) {
        return longAttribute(name, defaultValue, unit, 1L);
    }

    private static SimpleAttributeDefinition longAttribute(String name, long defaultValue, MeasurementUnit unit, long min) {
        return new SimpleAttributeDefinitionBuilder(name, ModelType.LONG)
                .setRequired(false)
                .setAllowExpression(true)
                .setDefaultValue(new ModelNode(defaultValue))
                .setMeasurementUnit(unit)
                .setValidator(new LongRangeValidator(min, Long.MAX_VALUE, true, true))
                .setRestartAllServices()
                .build();
    }

    private static SimpleAttributeDefinition nonEmptyString(String name) {
        return new SimpleAttributeDefinitionBuilder(name, ModelType.STRING)
                .setRequired(false)
                .setAllowExpression(true)
                .setValidator(new StringLengthValidator(1, true, true))
                .setRestartAllServices()
                .build();
    }
}
