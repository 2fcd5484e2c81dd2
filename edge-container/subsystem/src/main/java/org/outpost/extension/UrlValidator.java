// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import org.jboss.as.controller.OperationFailedException;
import org.jboss.as.controller.operations.validation.ModelTypeValidator;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.extension.server.OutpostLogger;

/**
 * Accepts an absolute URL with a host whose scheme is one of a list: {@link #http()} for main's URL, such as
 * {@code http://main.example:8080}; {@link #broker()} for the broker an edge subscribes at, which may also be a relay's
 * Artemis acceptor, such as {@code tcp://relay.example:61616}.
 */
final class UrlValidator extends ModelTypeValidator {

    private final List<String> schemes;

    private UrlValidator(List<String> schemes) {
        super(ModelType.STRING, true, true);
        this.schemes = schemes;
    }

    /** {@code http://} or {@code https://}. */
    static UrlValidator http() {
        return new UrlValidator(List.of("http", "https"));
    }

    /** {@code http://}, {@code https://} (main's broker, over HTTP upgrade) or {@code tcp://} (an Artemis acceptor). */
    static UrlValidator broker() {
        return new UrlValidator(List.of("http", "https", "tcp"));
    }

    @Override
    public void validateParameter(String parameterName, ModelNode value) throws OperationFailedException {
        super.validateParameter(parameterName, value);
        if (value.isDefined() && value.getType() != ModelType.EXPRESSION) {
            String text = value.asString();
            if (!accepts(text)) {
                throw OutpostLogger.ROOT_LOGGER.notAUrl(parameterName, String.join("://, ", this.schemes) + "://", text);
            }
        }
    }

    boolean accepts(String text) {
        try {
            URI uri = new URI(text);
            return uri.getScheme() != null && this.schemes.contains(uri.getScheme()) && uri.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
