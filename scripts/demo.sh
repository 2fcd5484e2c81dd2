#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs Outpost's demo topology on this machine: PostgreSQL, a main server and one edge server.
#
#   scripts/demo.sh [start]   build what is needed, start main and edge, wait until both are up
#   scripts/demo.sh stop      stop both cleanly
#   scripts/demo.sh status    say which servers run
#
# Servers: edge-container/servers/target/{main-server,edge-server} (see docs/install.md).
# Logs and pid files: target/demo/. Set OUTPOST_DEMO_BUILD=0 to skip the Maven build.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
readonly ROOT
readonly SERVERS="$ROOT/edge-container/servers/target"
readonly DEMO="$ROOT/target/demo"
readonly HEAP_OPTS="-Xms64m -Xmx512m -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=256m -Djava.net.preferIPv4Stack=true"
readonly BOOT_TIMEOUT_SECONDS=120

# name | provisioned dir | port offset | extra system properties
readonly MAIN=(main main-server 0 "")
readonly EDGE=(edge edge-server 100 "-Doutpost.edge.id=edge-1 -Doutpost.main.url=http://127.0.0.1:8080")

say() { echo "demo.sh: $*"; }
# shellcheck source=scripts/wildfly.sh
source "$ROOT/scripts/wildfly.sh"

pid_of() {
    local pidfile="$DEMO/$1.pid"
    [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null && cat "$pidfile"
}

build() {
    if [ "${OUTPOST_DEMO_BUILD:-1}" = 0 ]; then
        say "skipping the build (OUTPOST_DEMO_BUILD=0)"
        return
    fi
    say "building the servers (mvn install -pl edge-container/servers -am)"
    (cd "$ROOT" && mvn -B -q install -DskipTests -pl edge-container/servers -am)
}

# start_server name dir offset props: starts one server in the background; standalone.sh writes the JVM's pid.
start_server() {
    local name=$1 dir=$2 offset=$3 props=$4
    if [ -n "$(pid_of "$name")" ]; then
        say "$name already runs (pid $(pid_of "$name"))"
        return
    fi
    local port
    for port in "$(http_port "$offset")" "$(management_port "$offset")"; do
        if port_in_use "$port"; then
            say "port $port is taken; is another WildFly running? ($name not started)" >&2
            return 1
        fi
    done
    say "starting $name (port offset $offset), log $DEMO/$name.log"
    # shellcheck disable=SC2086 # props holds several arguments
    JAVA_OPTS="$HEAP_OPTS" LAUNCH_JBOSS_IN_BACKGROUND=1 JBOSS_PIDFILE="$DEMO/$name.pid" \
        nohup "$SERVERS/$dir/bin/standalone.sh" \
        -Djboss.socket.binding.port-offset="$offset" -Djboss.tx.node.id="$name" $props \
        >"$DEMO/$name.log" 2>&1 </dev/null &
}

# SIGTERM makes WildFly shut down cleanly; KILL only if it hangs.
stop_server() {
    local name=$1 pid i
    pid=$(pid_of "$name") || true
    if [ -z "$pid" ]; then
        say "$name is not running"
        rm -f "$DEMO/$name.pid"
        return
    fi
    say "stopping $name (pid $pid)"
    kill -TERM "$pid"
    for i in $(seq 1 30); do
        kill -0 "$pid" 2>/dev/null || { rm -f "$DEMO/$name.pid"; return; }
        sleep 1
    done
    say "$name did not stop in 30s; killing it" >&2
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$DEMO/$name.pid"
}

print_urls() {
    cat <<URLS

Outpost demo is running:
  main  http://127.0.0.1:$(http_port "${MAIN[2]}")   management http://127.0.0.1:$(management_port "${MAIN[2]}")   log $DEMO/main.log
  edge  http://127.0.0.1:$(http_port "${EDGE[2]}")   management http://127.0.0.1:$(management_port "${EDGE[2]}")  log $DEMO/edge.log
Stop with: scripts/demo.sh stop
URLS
}

start() {
    mkdir -p "$DEMO"
    bash "$ROOT/scripts/postgres.sh"
    build
    start_server "${MAIN[@]}"
    start_server "${EDGE[@]}"
    wait_until_up "${MAIN[0]}" "${MAIN[2]}" "$DEMO/${MAIN[0]}.log"
    wait_until_up "${EDGE[0]}" "${EDGE[2]}" "$DEMO/${EDGE[0]}.log"
    print_urls
}

stop() {
    stop_server "${EDGE[0]}"
    stop_server "${MAIN[0]}"
}

status() {
    local name
    for name in "${MAIN[0]}" "${EDGE[0]}"; do
        if [ -n "$(pid_of "$name")" ]; then say "$name runs (pid $(pid_of "$name"))"; else say "$name is stopped"; fi
    done
}

case "${1:-start}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    *) echo "usage: scripts/demo.sh [start|stop|status]" >&2; exit 2 ;;
esac
