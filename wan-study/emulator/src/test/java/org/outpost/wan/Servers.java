// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntUnaryOperator;

/**
 * The servers behind the proxy in tests, on an ephemeral loopback port, one thread per connection, all closed by
 * {@link #close()}.
 */
final class Servers implements AutoCloseable {

    /** What a server does with one accepted connection. */
    interface Handler {
        void handle(Socket socket) throws IOException;
    }

    private final ServerSocket serverSocket;
    private final Thread acceptor;
    private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
    private final List<Thread> threads = new ArrayList<>();

    private Servers(Handler handler) throws IOException {
        serverSocket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(() -> accept(handler), "test-server-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    static Servers start(Handler handler) throws IOException {
        return new Servers(handler);
    }

    /**
     * Request/response: reads a 4-byte length and that many bytes, answers with {@code responseSize(requestSize)}
     * bytes preceded by their 4-byte length, until the client ends its output; then ends its own.
     */
    static Servers requestResponse(IntUnaryOperator responseSize) throws IOException {
        return start(socket -> {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            while (true) {
                int size;
                try {
                    size = in.readInt();
                } catch (EOFException e) {
                    socket.shutdownOutput();
                    return;
                }
                in.readFully(new byte[size]);
                byte[] response = new byte[responseSize.applyAsInt(size)];
                out.writeInt(response.length);
                out.write(response);
                out.flush();
            }
        });
    }

    /** Echoes every byte back, then ends its output when the client ends its own. */
    static Servers echo() throws IOException {
        return start(socket -> {
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            byte[] buffer = new byte[8192];
            for (int count = in.read(buffer); count >= 0; count = in.read(buffer)) {
                out.write(buffer, 0, count);
            }
            socket.shutdownOutput();
        });
    }

    InetSocketAddress address() {
        return new InetSocketAddress(serverSocket.getInetAddress(), serverSocket.getLocalPort());
    }

    private void accept(Handler handler) {
        while (!serverSocket.isClosed()) {
            Socket socket;
            try {
                socket = serverSocket.accept();
                socket.setTcpNoDelay(true);
            } catch (IOException e) {
                return;
            }
            sockets.add(socket);
            Thread thread = new Thread(() -> {
                try (socket) {
                    handler.handle(socket);
                } catch (IOException e) {
                    // the test sees the consequence on its side
                }
            }, "test-server-connection");
            thread.setDaemon(true);
            synchronized (threads) {
                threads.add(thread);
            }
            thread.start();
        }
    }

    @Override
    public void close() throws Exception {
        serverSocket.close();
        acceptor.join(2_000);
        for (Socket socket : sockets) {
            socket.close();
        }
        synchronized (threads) {
            for (Thread thread : threads) {
                thread.join(2_000);
            }
        }
    }

    /** A client socket to {@code address} with TCP_NODELAY and a read timeout, so that no test hangs. */
    static Socket connect(InetSocketAddress address) throws IOException {
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(10_000);
        socket.connect(address, 2_000);
        return socket;
    }

    /** Sends one length-prefixed request of {@code size} bytes and reads the length-prefixed response. */
    static int exchange(Socket socket, int size) throws IOException {
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(size);
        out.write(new byte[size]);
        out.flush();
        DataInputStream in = new DataInputStream(socket.getInputStream());
        int responseSize = in.readInt();
        in.readFully(new byte[responseSize]);
        return responseSize;
    }
}
