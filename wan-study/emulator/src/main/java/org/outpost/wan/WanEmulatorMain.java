// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code wan-emulator} command: runs one {@link LinkProxy} until the process is stopped, printing its listening
 * address, its counters on exit and, with {@code --report-every}, periodically.
 */
public final class WanEmulatorMain {

    /** Exit status on wrong arguments. */
    public static final int USAGE = 2;
    /** Exit status when the listen address cannot be bound. */
    public static final int CANNOT_LISTEN = 1;

    static final String USAGE_TEXT = String.join(System.lineSeparator(),
            "usage: java -jar outpost-wan-emulator.jar --listen host:port --target host:port --delay 100ms",
            "           [--delay-back 100ms] [--bandwidth 100mbit] [--name edge1-main] [--report-every 10s]",
            "           [--no-handshake]",
            "  --listen        where the proxy listens (port 0: any free port)",
            "  --target        the server behind the link",
            "  --delay         one-way delay client to server: 100ms, 0.1s, 250us; a bare number is ms",
            "  --delay-back    one-way delay server to client; default: --delay",
            "  --bandwidth     per direction: 100mbit, 512kbit, 1gbit, 8000000 (bit/s); default: unlimited",
            "  --name          the link's name in logs and reports; default: link",
            "  --report-every  print the counters at this period too (a bare number is seconds)",
            "  --no-handshake  do not hold a new connection's first bytes one extra round trip");

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|ms|s|m)?");
    private static final Pattern BANDWIDTH = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(?:([kmg]?)(?:bit/s|bit|bps))?");

    /**
     * The parsed command line.
     *
     * @param link        the link to run
     * @param reportEvery the reporting period, or null for a report on exit only
     */
    public record Options(WanLink link, Duration reportEvery) {
    }

    private WanEmulatorMain() {
    }

    /** Runs the command until the process is stopped; exits only on wrong arguments or an unbindable address. */
    public static void main(String[] args) {
        Options options;
        try {
            options = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("wan-emulator: " + e.getMessage());
            System.err.println(USAGE_TEXT);
            System.exit(USAGE);
            return;
        }
        LinkProxy proxy;
        try {
            proxy = LinkProxy.start(options.link());
        } catch (IOException e) {
            System.err.println("wan-emulator: cannot listen on " + options.link().listen() + ": " + e.getMessage());
            System.exit(CANNOT_LISTEN);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        ScheduledExecutorService reporter = report(proxy, options.reportEvery(), System.out);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (reporter != null) {
                reporter.shutdownNow();
            }
            proxy.close();
            System.out.print(proxy.counters().snapshot().format());
            System.out.flush();
            stopped.countDown();
        }, "wan-emulator-shutdown"));
        System.out.println("listening: " + format(proxy.address()));
        System.out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Prints the proxy's counters to {@code out} every {@code period}; returns the scheduler to shut down, or null if
     * {@code period} is null.
     */
    static ScheduledExecutorService report(LinkProxy proxy, Duration period, PrintStream out) {
        if (period == null) {
            return null;
        }
        ScheduledExecutorService reporter = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "wan-emulator-report");
            thread.setDaemon(true);
            return thread;
        });
        long millis = period.toMillis();
        reporter.scheduleAtFixedRate(() -> {
            out.print(proxy.counters().snapshot().format());
            out.flush();
        }, millis, millis, TimeUnit.MILLISECONDS);
        return reporter;
    }

    /**
     * Parses the command line.
     *
     * @throws IllegalArgumentException naming the culprit option or value
     */
    public static Options parse(String... args) {
        String listen = null;
        String target = null;
        Duration delay = null;
        Duration delayBack = null;
        long bandwidth = 0;
        String name = "link";
        Duration reportEvery = null;
        boolean handshake = true;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--no-handshake")) {
                handshake = false;
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(option.startsWith("--") ? option + " needs a value"
                        : "unexpected argument '" + option + "'");
            }
            String value = args[++i];
            switch (option) {
                case "--listen" -> listen = value;
                case "--target" -> target = value;
                case "--delay" -> delay = parseDuration(option, value, "ms");
                case "--delay-back" -> delayBack = parseDuration(option, value, "ms");
                case "--bandwidth" -> bandwidth = parseBandwidth(value);
                case "--name" -> name = value;
                case "--report-every" -> reportEvery = parseDuration(option, value, "s");
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
        if (listen == null) {
            throw new IllegalArgumentException("--listen is required");
        }
        if (target == null) {
            throw new IllegalArgumentException("--target is required");
        }
        if (delay == null) {
            throw new IllegalArgumentException("--delay is required");
        }
        if (reportEvery != null && reportEvery.toMillis() <= 0) {
            throw new IllegalArgumentException("--report-every must be at least 1ms, not " + reportEvery);
        }
        WanLink link = new WanLink(name, parseAddress("--listen", listen, true),
                parseAddress("--target", target, false), delay, delayBack == null ? delay : delayBack, bandwidth,
                handshake, ConnectionClassifier.NONE);
        return new Options(link, reportEvery);
    }

    /** {@code 100ms}, {@code 0.1s}, {@code 250us}, {@code 2m}; a bare number is in {@code defaultUnit}. */
    static Duration parseDuration(String option, String value, String defaultUnit) {
        Matcher matcher = DURATION.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not a duration such as 100ms or 1s");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? defaultUnit : matcher.group(2);
        double nanosPerUnit = switch (unit) {
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            default -> 60e9;
        };
        return Duration.ofNanos(Math.round(amount * nanosPerUnit));
    }

    /**
     * {@code 100mbit}, {@code 100mbit/s}, {@code 100mbps}, {@code 512kbit}, {@code 1gbit}, {@code 8000000} (bit/s),
     * {@code 0} (unlimited); SI prefixes, case-insensitive.
     */
    static long parseBandwidth(String value) {
        Matcher matcher = BANDWIDTH.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new IllegalArgumentException("--bandwidth: '" + value + "' is not a bandwidth such as 100mbit");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String prefix = matcher.group(2) == null ? "" : matcher.group(2);
        double factor = switch (prefix) {
            case "k" -> 1e3;
            case "m" -> 1e6;
            case "g" -> 1e9;
            default -> 1;
        };
        return Math.round(amount * factor);
    }

    /** {@code host:port} or {@code [v6]:port}; the listen port may be 0. */
    static InetSocketAddress parseAddress(String option, String value, boolean portZeroAllowed) {
        int colon = value.lastIndexOf(':');
        if (colon <= 0 || colon == value.length() - 1) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not host:port");
        }
        String host = value.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port;
        try {
            port = Integer.parseInt(value.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' has no numeric port");
        }
        if (port < (portZeroAllowed ? 0 : 1) || port > 65535) {
            throw new IllegalArgumentException(option + ": port " + port + " is out of range");
        }
        try {
            return new InetSocketAddress(InetAddress.getByName(host), port);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(option + ": unknown host '" + host + "'");
        }
    }

    /** {@code host:port} with the numeric address, {@code [v6]:port} for IPv6. */
    static String format(InetSocketAddress address) {
        String host = address.getAddress().getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort();
    }
}
