// SPDX-License-Identifier: Apache-2.0
/**
 * The transport of the change stream over Jakarta Messaging: main's {@link org.outpost.changestream.transport.JmsChangeSetPublisher}
 * puts each outbox entry on the topic {@value org.outpost.changestream.transport.TopicNames#TOPIC}; each edge's
 * {@link org.outpost.changestream.transport.ChangeSetSubscriber} consumes it through a durable subscription named by
 * its edge id, dead-letters what does not decode, and acknowledges sync applies to main's
 * {@link org.outpost.changestream.transport.SyncWaiter}.
 */
package org.outpost.changestream.transport;
