// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import org.jboss.dmr.ModelNode;
import org.outpost.testsupport.WildFlyServer;

/**
 * What a server's JVM has spent so far, as its platform MXBeans report it through the management model
 * ({@code /core-service=platform-mbean}): the process's CPU time, the JIT compilations' time and the garbage
 * collectors' time. The difference of two readings, printed beside the rate it explains, shows what a window cost the
 * server and how much compiling and collecting took of it: on two cores a first catch-up shares them with the
 * compilations it makes hot, which a rate alone does not show.
 *
 * @param cpuNanos      the process's CPU time ({@code type=operating-system}, {@code process-cpu-time})
 * @param compileMillis how long the JIT compilations took, summed over the compiler threads ({@code type=compilation},
 *                      {@code total-compilation-time}; elapsed time, so waits for a busy core count too)
 * @param gcMillis      the collectors' accumulated time, all of them ({@code type=garbage-collector}, each one's
 *                      {@code collection-time}; with G1 on JDK 17, its young, mixed and full collections: its
 *                      Remark and Cleanup pauses are in no collector's time before JDK 21)
 */
record JvmCosts(long cpuNanos, long compileMillis, long gcMillis) {

    private static final String PLATFORM = "platform-mbean";

    /** The server's readings now. */
    static JvmCosts of(WildFlyServer server) {
        long gc = 0;
        for (ModelNode collector : server.run(read("garbage-collector", "*", "collection-time")).asList()) {
            gc += collector.get("result").asLong();
        }
        return new JvmCosts(processCpuNanos(server), server.run(read("compilation", null, "total-compilation-time"))
                .asLong(), gc);
    }

    /** The server's process CPU time now, nanoseconds. */
    static long processCpuNanos(WildFlyServer server) {
        return server.run(read("operating-system", null, "process-cpu-time")).asLong();
    }

    /** What was spent since {@code earlier}. */
    JvmCosts since(JvmCosts earlier) {
        return new JvmCosts(cpuNanos - earlier.cpuNanos, compileMillis - earlier.compileMillis,
                gcMillis - earlier.gcMillis);
    }

    double cpuSeconds() {
        return cpuNanos / 1e9;
    }

    double compileSeconds() {
        return compileMillis / 1e3;
    }

    double gcSeconds() {
        return gcMillis / 1e3;
    }

    /** {@code read-attribute} of {@code attribute} of a platform MXBean resource; {@code name} for a named one. */
    private static ModelNode read(String type, String name, String attribute) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set("read-attribute");
        ModelNode address = operation.get("address");
        address.add("core-service", PLATFORM).add("type", type);
        if (name != null) {
            address.add("name", name);
        }
        operation.get("name").set(attribute);
        return operation;
    }
}
