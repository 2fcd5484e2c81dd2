package org.outpost.extension;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.jboss.as.controller.AttributeDefinition;
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
import org.outpost.extension.deployment.DeployedDescriptors;
import org.outpost.extension.forwarding.ForwardingStatistics;
import org.wildfly.extension.messaging.activemq.ActiveMQBroker;
import org.outpost.extension.deployment.OutpostDeploymentChain;
import org.outpost.extension.replication.ChangeStreamAddresses;
import org.outpost.extension.replication.ChangeStreamHttpEndpoints;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.replication.outbox.RetentionPolicy;
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
class OutpostSubsystemRegistrar implements SubsystemResourceDefinitionRegistrar, ResourceServiceConfigurator {

    static final SubsystemResourceRegistration REGISTRATION = SubsystemResourceRegistration.of("outpost");
    static final ParentResourceDescriptionResolver RESOLVER = new SubsystemResourceDescriptionResolver(REGISTRATION.getName(), OutpostSubsystemRegistrar.class);

    static final String EMBEDDED_BROKER = "org.wildfly.messaging.activemq.server";

    static final RuntimeCapability<Void> SERVER_CAPABILITY = RuntimeCapability.Builder.of(OutpostServer.SERVICE_DESCRIPTOR).build();

    static final SimpleAttributeDefinition ROLE = new SimpleAttributeDefinitionBuilder("role", ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setDefaultValue(new ModelNode(Role.MAIN.token()))
            .setValidator(new StringAllowedValuesValidator(Role.MAIN.token(), Role.EDGE.token()))
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition EDGE_ID = nonEmptyString("edge-id");

    static final SimpleAttributeDefinition MAIN_URL = new SimpleAttributeDefinitionBuilder("main-url", ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setValidator(new HttpUrlValidator())
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition BROKER_USER = nonEmptyString("broker-user");

    static final ObjectTypeAttributeDefinition BROKER_CREDENTIAL_REFERENCE = CredentialReference.getAttributeBuilder(
                    "broker-credential-reference", "broker-credential-reference", true, true)
            .setRestartAllServices()
            .build();

    static final SimpleAttributeDefinition REPLICA_STORE = nonEmptyString("replica-store");

    static final SimpleAttributeDefinition LAG_WAIT = milliseconds("lag-wait", 2000L);

    static final SimpleAttributeDefinition SYNC_TIMEOUT = milliseconds("sync-timeout", 5000L);

    static final SimpleAttributeDefinition OUTBOX_MAX_AGE = positiveLong("outbox-max-age", RetentionPolicy.DEFAULT.maxAge().toSeconds(), MeasurementUnit.SECONDS);

    static final SimpleAttributeDefinition OUTBOX_MAX_COUNT = positiveLong("outbox-max-count", RetentionPolicy.DEFAULT.maxCount(), MeasurementUnit.NONE);

    static final SimpleAttributeDefinition WHEN_DISCONNECTED = new SimpleAttributeDefinitionBuilder("when-disconnected", ModelType.STRING)
            .setRequired(false)
            .setAllowExpression(true)
            .setDefaultValue(new ModelNode(DisconnectedPolicy.SERVE_STALE.token()))
            .setValidator(new StringAllowedValuesValidator(DescriptorToken.tokens(DisconnectedPolicy.class).toArray(String[]::new)))
            .setRestartAllServices()
            .build();

    /** The attributes written as XML attributes of {@code <subsystem>}; the credential reference is an element. */
    static final List<AttributeDefinition> XML_ATTRIBUTES = List.of(ROLE, EDGE_ID, MAIN_URL, BROKER_USER, REPLICA_STORE, LAG_WAIT, SYNC_TIMEOUT, OUTBOX_MAX_AGE, OUTBOX_MAX_COUNT, WHEN_DISCONNECTED);

    private final DeployedDescriptors deployments = new DeployedDescriptors();
    private final ReplicationStreams streams = new ReplicationStreams();
    private final ForwardingStatistics forwarding = new ForwardingStatistics();

    @Override
    public ManagementResourceRegistration register(SubsystemRegistration parent, ManagementResourceRegistrationContext context) {
        ManagementResourceRegistration registration = parent.registerSubsystemModel(ResourceDefinition.builder(REGISTRATION, RESOLVER).build());
        ResourceDescriptor descriptor = ResourceDescriptor.builder(RESOLVER)
                .addAttributes(XML_ATTRIBUTES)
                .addAttribute(BROKER_CREDENTIAL_REFERENCE, new CredentialReferenceWriteAttributeHandler(BROKER_CREDENTIAL_REFERENCE))
                .addCapability(SERVER_CAPABILITY)
                .withRuntimeHandler(ResourceOperationRuntimeHandler.configureService(this))
                .withDeploymentChainContributor(new OutpostDeploymentChain(this.deployments, this.streams, this.forwarding))
                .build();
        ManagementResourceRegistrar.of(descriptor).register(registration);
        registration.registerReadOnlyAttribute(DeployedDescriptors.ATTRIBUTE, this.deployments.readHandler());
        registration.registerReadOnlyAttribute(ReplicationStreams.ATTRIBUTE, this.streams.readHandler());
        registration.registerReadOnlyAttribute(ForwardingStatistics.ATTRIBUTE, this.forwarding.readHandler());
        return registration;
    }

    @Override
    public ResourceServiceInstaller configure(OperationContext context, ModelNode model) throws OperationFailedException {
        OutpostConfiguration configuration = new OutpostConfiguration(
                Role.of(ROLE.resolveModelAttribute(context, model).asString()),
                optionalString(context, model, EDGE_ID),
                optionalString(context, model, MAIN_URL),
                optionalString(context, model, BROKER_USER),
                optionalString(context, model, REPLICA_STORE),
                LAG_WAIT.resolveModelAttribute(context, model).asLong(),
                SYNC_TIMEOUT.resolveModelAttribute(context, model).asLong(),
                new RetentionPolicy(Duration.ofSeconds(OUTBOX_MAX_AGE.resolveModelAttribute(context, model).asLong()),
                        OUTBOX_MAX_COUNT.resolveModelAttribute(context, model).asLong()),
                DescriptorToken.of(DisconnectedPolicy.class, WHEN_DISCONNECTED.resolveModelAttribute(context, model).asString()).orElseThrow());
        List<String> missing = configuration.missingForRole();
        if (!missing.isEmpty()) {
            throw OutpostLogger.ROOT_LOGGER.missingForRole(configuration.role().token(), missing);
        }
        ServiceDependency<CredentialSource> brokerCredentials = model.hasDefined(BROKER_CREDENTIAL_REFERENCE.getName())
                ? ServiceDependency.from(CredentialReference.getCredentialSourceDependency(context, BROKER_CREDENTIAL_REFERENCE, model))
                : ServiceDependency.empty();
        OutpostLogger.ROOT_LOGGER.configured(configuration);
        if (configuration.role() == Role.EDGE) {
            return CapabilityServiceInstaller.builder(SERVER_CAPABILITY, credentials -> new OutpostServer(configuration, credentials), brokerCredentials)
                    .build();
        }
        ServiceDependency<ActiveMQBroker> broker = ServiceDependency.on(EMBEDDED_BROKER, ActiveMQBroker.class, "default");
        ResourceServiceInstaller server = CapabilityServiceInstaller.builder(SERVER_CAPABILITY, Function.identity(), () -> mainServer(configuration, broker.get()))
                .requires(broker)
                .blocking()
                .build();
        return ResourceServiceInstaller.combine(server, ChangeStreamHttpEndpoints.installer(this.streams));
    }

    /** Main's change topic lives on its embedded broker (layer embedded-activemq), server "default". */
    private static OutpostServer mainServer(OutpostConfiguration configuration, ActiveMQBroker broker) {
        try {
            ChangeStreamAddresses.prepare(broker.getActiveMQServerControl());
        } catch (Exception e) {
            throw OutpostLogger.ROOT_LOGGER.cannotPrepareBroker(e);
        }
        return new OutpostServer(configuration, Optional.empty());
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

    private static Optional<String> optionalString(OperationContext context, ModelNode model, SimpleAttributeDefinition attribute) throws OperationFailedException {
        ModelNode value = attribute.resolveModelAttribute(context, model);
        return value.isDefined() ? Optional.of(value.asString()) : Optional.empty();
    }
}
