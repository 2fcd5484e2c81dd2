// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * The suite's own public-key infrastructure, made with the JDK's {@code keytool} before any test (and so before
 * Arquillian starts the servers): a test CA, main's key pair with a certificate the CA issued for 127.0.0.1, and a
 * truststore holding only the CA, which the edge and this JVM trust. Nothing of it is committed; every run makes new
 * keys in {@code outpost.tls.dir} ({@code target/tls}). Main's {@code outpost-tls} key store is {@value #MAIN_KEY_STORE}
 * there ({@code src/test/cli/main-tls.cli}), the edge's and this JVM's truststore {@value #TRUST_STORE}
 * ({@code arquillian.xml}).
 */
public final class TlsMaterial implements LauncherSessionListener {

    /** The password of every store made here (a test's). */
    public static final String PASSWORD = "outpost-test-tls";
    static final String MAIN_KEY_STORE = "main.p12";
    static final String TRUST_STORE = "trust.p12";
    private static final String CA_STORE = "ca.p12";

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        Path directory = Path.of(System.getProperty("outpost.tls.dir", "target/tls"));
        try {
            make(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot make the suite's TLS keys in " + directory, e);
        }
        System.setProperty("javax.net.ssl.trustStore", directory.resolve(TRUST_STORE).toString());
        System.setProperty("javax.net.ssl.trustStorePassword", PASSWORD);
        System.setProperty("javax.net.ssl.trustStoreType", "PKCS12");
    }

    private static void make(Path directory) throws IOException {
        Files.createDirectories(directory);
        for (String store : List.of(CA_STORE, MAIN_KEY_STORE, TRUST_STORE, "ca.pem", "main.csr", "main.pem")) {
            Files.deleteIfExists(directory.resolve(store));
        }
        keytool(directory, "-genkeypair", "-alias", "ca", "-keyalg", "RSA", "-keysize", "2048", "-validity", "2",
                "-dname", "CN=Outpost test CA", "-ext", "bc:c", "-keystore", CA_STORE);
        keytool(directory, "-exportcert", "-rfc", "-alias", "ca", "-keystore", CA_STORE, "-file", "ca.pem");
        keytool(directory, "-genkeypair", "-alias", "main", "-keyalg", "RSA", "-keysize", "2048", "-validity", "2",
                "-dname", "CN=127.0.0.1", "-keystore", MAIN_KEY_STORE);
        keytool(directory, "-certreq", "-alias", "main", "-keystore", MAIN_KEY_STORE, "-file", "main.csr");
        keytool(directory, "-gencert", "-rfc", "-alias", "ca", "-keystore", CA_STORE, "-infile", "main.csr",
                "-outfile", "main.pem", "-validity", "2", "-ext", "san=ip:127.0.0.1,dns:localhost",
                "-ext", "ku:c=digitalSignature,keyEncipherment", "-ext", "eku=serverAuth");
        keytool(directory, "-importcert", "-noprompt", "-alias", "ca", "-file", "ca.pem", "-keystore", MAIN_KEY_STORE);
        keytool(directory, "-importcert", "-alias", "main", "-file", "main.pem", "-keystore", MAIN_KEY_STORE);
        keytool(directory, "-importcert", "-noprompt", "-alias", "ca", "-file", "ca.pem", "-keystore", TRUST_STORE);
    }

    private static void keytool(Path directory, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "keytool").toString()));
        command.addAll(List.of(arguments));
        command.addAll(List.of("-storetype", "PKCS12", "-storepass", PASSWORD));
        Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("keytool " + arguments[0] + " did not finish within 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while keytool " + arguments[0] + " ran", e);
        }
        if (process.exitValue() != 0) {
            throw new IOException("keytool " + String.join(" ", arguments) + " failed: " + output);
        }
    }
}
