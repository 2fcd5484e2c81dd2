// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import org.outpost.testsupport.WildFlyServer;

/**
 * Every port of one topology, from one place: a WildFly port offset per site, and the first of the consecutive ports
 * of the WAN links (in {@link StudyLink} order).
 */
public record StudyPorts(int mainOffset, int edge1Offset, int edge2Offset, int firstLinkPort) {

    /** The WAN study's: main HTTP 10080, edges 10180 and 10280, links from 18000. */
    public static final StudyPorts STUDY = new StudyPorts(2000, 2100, 2200, 18000);

    /** The demo's: WildFly's own ports for main (8080), edges 8180 and 8280, links from 18080. */
    public static final StudyPorts DEMO = new StudyPorts(0, 100, 200, 18080);

    public int offset(Site site) {
        return switch (site) {
            case MAIN -> this.mainOffset;
            case EDGE_1 -> this.edge1Offset;
            case EDGE_2 -> this.edge2Offset;
        };
    }

    public int httpPort(Site site) {
        return WildFlyServer.HTTP_PORT + offset(site);
    }

    public int managementPort(Site site) {
        return WildFlyServer.MANAGEMENT_PORT + offset(site);
    }

    public int linkPort(StudyLink link) {
        return this.firstLinkPort + link.ordinal();
    }
}
