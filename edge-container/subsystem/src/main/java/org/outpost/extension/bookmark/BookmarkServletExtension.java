// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.ServletContext;

import io.undertow.servlet.ServletExtension;
import io.undertow.servlet.api.DeploymentInfo;
import io.undertow.servlet.api.FilterInfo;
import io.undertow.servlet.util.ImmediateInstanceFactory;

/**
 * Puts the {@link BookmarkFilter} of a web module first in its filter chain, for every request dispatched to it.
 */
final class BookmarkServletExtension implements ServletExtension {

    static final String FILTER_NAME = "outpost-bookmarks";

    private final BookmarkFilter filter;

    BookmarkServletExtension(BookmarkFilter filter) {
        this.filter = filter;
    }

    @Override
    public void handleDeployment(DeploymentInfo deployment, ServletContext context) {
        FilterInfo info = new FilterInfo(FILTER_NAME, BookmarkFilter.class, new ImmediateInstanceFactory<>(this.filter));
        info.setAsyncSupported(true);
        deployment.addFilter(info);
        deployment.insertFilterUrlMapping(0, FILTER_NAME, "/*", DispatcherType.REQUEST);
    }
}
