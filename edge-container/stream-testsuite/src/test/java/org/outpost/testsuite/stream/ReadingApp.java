// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsuite.stream.app.Reading;
import org.outpost.testsuite.stream.app.ReadingServlet;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * A replicating application of readings. {@link #A}, {@link #B} and {@link #C} are the same classes deployed as
 * applications side by side, each with its own EAR, context root, persistence unit (so its own change stream) and
 * table.
 *
 * @param ear   the EAR's name
 * @param table the table its readings live in (its {@code orm.xml})
 * @param ormXml the class-path resource of its {@code orm.xml}
 */
record ReadingApp(String ear, String table, String ormXml) {

    static final ReadingApp A = new ReadingApp("stream-readings-a.ear", "stream_reading_a", "stream/orm-a.xml");
    static final ReadingApp B = new ReadingApp("stream-readings-b.ear", "stream_reading_b", "stream/orm-b.xml");
    static final ReadingApp C = new ReadingApp("stream-readings-c.ear", "stream_reading_c", "stream/orm-c.xml");

    private OpApplication application() {
        return new OpApplication(this.ear, this.ear.replaceFirst("\\.ear$", ".war"), ReadingServlet.class);
    }

    EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "readings-ejb.jar")
                .addPackage(Reading.class.getPackage())
                .deleteClass(ReadingServlet.class)
                .addAsManifestResource("stream/persistence.xml", "persistence.xml")
                .addAsManifestResource(this.ormXml, "orm.xml");
        return application().archive(ejb, "stream/outpost.xml");
    }

    OpClient client(WildFlyServer server) {
        return application().client(server);
    }
}
