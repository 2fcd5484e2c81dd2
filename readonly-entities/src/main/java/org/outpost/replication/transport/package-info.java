/**
 * The transport of the change stream over Jakarta Messaging: main's {@link org.outpost.replication.transport.JmsChangeSetPublisher}
 * puts each outbox entry on the topic {@value org.outpost.replication.transport.TopicNames#TOPIC}; each edge's
 * {@link org.outpost.replication.transport.ChangeSetSubscriber} consumes it through a durable subscription named by
 * its edge id, dead-letters what does not decode, and acknowledges sync applies to main's
 * {@link org.outpost.replication.transport.SyncWaiter}.
 */
package org.outpost.replication.transport;
