// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import java.net.URI;
import java.net.URISyntaxException;

import org.jboss.as.controller.OperationFailedException;
import org.jboss.as.controller.operations.validation.ModelTypeValidator;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.extension.server.OutpostLogger;

/**
 * Accepts an absolute {@code http} or {@code https} URL with a host, such as {@code http://main.example:8080}.
 */
final class HttpUrlValidator extends ModelTypeValidator {

    HttpUrlValidator() {
        super(ModelType.STRING, true, true);
    }

    @Override
    public void validateParameter(String parameterName, ModelNode value) throws OperationFailedException {
        super.validateParameter(parameterName, value);
        if (value.isDefined() && value.getType() != ModelType.EXPRESSION) {
            String text = value.asString();
            if (!isHttpUrl(text)) {
                throw OutpostLogger.ROOT_LOGGER.notAnHttpUrl(parameterName, text);
            }
        }
    }

    static boolean isHttpUrl(String text) {
        try {
            URI uri = new URI(text);
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
