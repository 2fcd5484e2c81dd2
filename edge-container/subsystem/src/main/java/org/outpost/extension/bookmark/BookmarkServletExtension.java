// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.ServletContext;

import io.undertow.servlet.ServletExtension;
import io.undertow.servlet.api.DeploymentInfo;
import io.undertow.servlet.api.FilterInfo;
import io.undertow.servlet.util.ImmediateInstanceFactory;

/**
 * Puts Outpost's filter of a web module first in its filter chain, for every request dispatched to it: the
 * {@link BookmarkFilter} on an edge, the {@link MainPageFilter} on main.
 */
final class BookmarkServletExtension implements ServletExtension {

    static final String FILTER_NAME = "outpost-bookmarks";

    private final Filter filter;

    BookmarkServletExtension(Filter filter) {
        this.filter = filter;
    }

    @Override
    public void handleDeployment(DeploymentInfo deployment, ServletContext context) {
        FilterInfo info = new FilterInfo(FILTER_NAME, this.filter.getClass(), new ImmediateInstanceFactory<>(this.filter));
        info.setAsyncSupported(true);
        deployment.addFilter(info);
        deployment.insertFilterUrlMapping(0, FILTER_NAME, "/*", DispatcherType.REQUEST);
    }
}
