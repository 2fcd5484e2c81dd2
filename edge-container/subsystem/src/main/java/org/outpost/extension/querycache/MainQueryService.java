// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.util.Optional;

import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.querycache.hibernate.MainQueries;
import org.outpost.querycache.remote.QueryRequest;

/**
 * On main, what answers the edges' {@code source="main"} queries of one persistence unit: its {@link MainQueries},
 * and the outbox of its stream, whose position before a query runs tells the edge which change sets the result
 * already reflects.
 *
 * @param queries the unit's queries for the edges
 * @param outbox  the unit's outbox, empty when the unit has no stream
 * @param stream  the unit's stream id
 */
public record MainQueryService(MainQueries queries, Optional<Outbox> outbox, String stream) {

    /**
     * Runs one query for an edge.
     *
     * @return the result rows, and the bookmark of the last change set main had committed before the query ran
     * @throws IllegalArgumentException naming the query when it is not one the edges may ask for
     */
    public Answer answer(QueryRequest request) {
        Optional<Bookmark> asOf = outbox.map(Outbox::position).filter(position -> position.lastSequence() > 0)
                .map(position -> new Bookmark(stream, position.epoch(), position.lastSequence()));
        return new Answer(queries.run(request), asOf);
    }

    /**
     * Main's answer.
     *
     * @param rows the result rows, encoded
     * @param asOf the bookmark the rows reflect at least, empty when the unit has no stream or no change set yet
     */
    public record Answer(byte[] rows, Optional<Bookmark> asOf) {
    }
}
