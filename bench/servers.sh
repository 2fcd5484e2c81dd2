# SPDX-License-Identifier: Apache-2.0
# Sourced by the bench commands (bench/replication, bench/forwarding, bench/query-cache, bench/scale), not run: what
# they share. Each sets
#   BENCH          the bench's name: its work directory bench/target/$BENCH and the prefix of its progress lines
#   DRIVER         the driver's class in bench/ (org.outpost.bench.…)
#   EDGE_PROPERTIES  the edge's system properties beyond the port offset (an array; run_bench's one edge)
#   DRIVER_HEAP    optionally, the driver JVM's -Xmx value (256m unless set)
# and optionally, before sourcing, DATABASE (outpost_bench), MAIN_OFFSET (400), EDGE_OFFSET (500) and SERVER_HEAP (each
# server's -Xmx, 512m). Then it calls run_bench with the driver's arguments, or composes the same steps itself
# (bench/scale): prepare_run, start_and_wait per server, run_driver.
# run_bench ensures PostgreSQL and a fresh database $DATABASE, builds the servers and the bench (skip with
# OUTPOST_BENCH_BUILD=0), waits until no other WildFly runs on the machine (up to OUTPOST_BENCH_WAIT_SECONDS, 900:
# others would skew the figures, and a small box cannot hold many), copies the provisioned servers (or
# $OUTPOST_BENCH_SERVERS/…) into bench/target/$BENCH, starts main (port offset 400: http 8480, management 10390) and
# the edge (offset 500: 8580, 10490), runs the driver with the servers' ports and the given arguments, and stops what
# it started, also on failure or Ctrl-C. Results: standard output and bench/target/$BENCH/results.txt; logs next to
# them. Must run as root (scripts/postgres.sh may install and start PostgreSQL).
# OUTPOST_BENCH_JAVA_OPTS in the environment adds JVM options to every server, {server} standing for the server's name
# (e.g. -XX:StartFlightRecording=filename=/tmp/{server}.jfr,settings=profile to profile each).

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
readonly ROOT
readonly BENCH_DIR="$ROOT/bench"
readonly WORK="$BENCH_DIR/target/$BENCH"
readonly SERVERS="${OUTPOST_BENCH_SERVERS:-$ROOT/edge-container/servers/target}"
DATABASE=${DATABASE:-outpost_bench}
MAIN_OFFSET=${MAIN_OFFSET:-400}
EDGE_OFFSET=${EDGE_OFFSET:-500}
SERVER_HEAP=${SERVER_HEAP:-512m}
readonly DATABASE MAIN_OFFSET EDGE_OFFSET SERVER_HEAP
readonly HEAP_OPTS="-Xms64m -Xmx$SERVER_HEAP -XX:MetaspaceSize=96M -XX:MaxMetaspaceSize=256m -Djava.net.preferIPv4Stack=true"
readonly BOOT_TIMEOUT_SECONDS=180
readonly WAIT_SECONDS="${OUTPOST_BENCH_WAIT_SECONDS:-900}"

say() { echo "$BENCH: $*" >&2; }
# shellcheck source=scripts/wildfly.sh
source "$ROOT/scripts/wildfly.sh"

fresh_database() {
    bash "$ROOT/scripts/postgres.sh" >&2
    runuser -u postgres -- psql -v ON_ERROR_STOP=1 -X -q -p 5432 -c "DROP DATABASE IF EXISTS $DATABASE" >&2
    runuser -u postgres -- psql -v ON_ERROR_STOP=1 -X -q -p 5432 -c "CREATE DATABASE $DATABASE OWNER outpost" >&2
    say "fresh database $DATABASE"
}

build() {
    if [ "${OUTPOST_BENCH_BUILD:-1}" = 0 ]; then
        say "skipping the build (OUTPOST_BENCH_BUILD=0)"
    else
        say "building the servers and the bench (mvn install -pl bench -am)"
        (cd "$ROOT" && mvn -B -q install -DskipTests -pl bench -am) >&2
    fi
    local needed
    for needed in "$SERVERS/main-server/jboss-modules.jar" "$SERVERS/edge-server/jboss-modules.jar" \
            "$BENCH_DIR/target/classes/${DRIVER//.//}.class" "$BENCH_DIR/target/classpath.txt"; do
        if [ ! -e "$needed" ]; then
            say "missing $needed; run without OUTPOST_BENCH_BUILD=0"
            exit 1
        fi
    done
}

wait_for_other_wildfly() {
    local waited=0 running
    while :; do
        running=$(pgrep -fc jboss-modules.jar || true)
        [ "$running" = 0 ] && return
        if [ "$waited" -ge "$WAIT_SECONDS" ]; then
            say "$running WildFly JVM(s) still run after ${WAIT_SECONDS}s; not starting more"
            exit 1
        fi
        say "$running WildFly JVM(s) run on this machine; waiting (${waited}s of ${WAIT_SECONDS}s)"
        sleep 20
        waited=$((waited + 20))
    done
}

# start_server name offset props...: copies the provisioned server (main-server for main, edge-server for any other
# name) into $WORK/<name>-server and starts it in the background; standalone.sh writes the JVM's pid.
start_server() {
    local name=$1 offset=$2
    shift 2
    local port kind=edge
    [ "$name" = main ] && kind=main
    cp -a "$SERVERS/$kind-server" "$WORK/$name-server"
    for port in "$(http_port "$offset")" "$(management_port "$offset")"; do
        if port_in_use "$port"; then
            say "port $port is taken; $name not started"
            return 1
        fi
    done
    say "starting $name (port offset $offset), log $WORK/$name.log"
    local extra=${OUTPOST_BENCH_JAVA_OPTS:-}
    JAVA_OPTS="$HEAP_OPTS ${extra//\{server\}/$name}" LAUNCH_JBOSS_IN_BACKGROUND=1 JBOSS_PIDFILE="$WORK/$name.pid" \
        OUTPOST_DB_URL="jdbc:postgresql://127.0.0.1:5432/$DATABASE" \
        nohup "$WORK/$name-server/bin/standalone.sh" \
        -Djboss.socket.binding.port-offset="$offset" -Djboss.tx.node.id="bench-$name" "$@" \
        >"$WORK/$name.log" 2>&1 </dev/null &
    STARTED+=("$name")
}

# SIGTERM makes WildFly shut down cleanly; KILL only if it hangs. Only the servers this script started.
stop_server() {
    local name=$1 pid="" i
    # standalone.sh writes the pid file shortly after start; give it a moment if we stop right away.
    for i in 1 2 3 4 5; do
        [ -s "$WORK/$name.pid" ] && break
        sleep 1
    done
    [ -s "$WORK/$name.pid" ] && pid=$(cat "$WORK/$name.pid")
    if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then
        return
    fi
    say "stopping $name (pid $pid)"
    kill -TERM "$pid"
    for i in $(seq 1 30); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 1
    done
    say "$name did not stop in 30s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
}

STARTED=()
cleanup() {
    local status=$? name
    trap - EXIT INT TERM
    for name in "${STARTED[@]}"; do
        stop_server "$name"
    done
    exit "$status"
}

# start_and_wait name offset props...: start_server, then waits until the server is up.
start_and_wait() {
    start_server "$@"
    wait_until_up "$1" "$2" "$WORK/$1.log"
}

# prepare_run: everything before the servers start: the database, the build, no other WildFly, an empty work
# directory, and the traps that stop the servers started.
prepare_run() {
    BEGAN=$SECONDS
    fresh_database
    build
    wait_for_other_wildfly
    rm -rf "$WORK"
    mkdir -p "$WORK"
    trap cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
}

# run_driver driver-arguments...: runs the driver, its results on standard output and in $WORK/results.txt.
run_driver() {
    say "running the driver"
    java "-Xmx${DRIVER_HEAP:-256m}" -cp "$BENCH_DIR/target/classes:$(cat "$BENCH_DIR/target/classpath.txt")" "$DRIVER" "$@" \
        | tee "$WORK/results.txt"
    say "done in $((SECONDS - BEGAN))s (servers included); results in $WORK/results.txt"
}

# run_bench driver-arguments...: everything above, in order, with main and one edge, then the driver.
run_bench() {
    prepare_run
    start_and_wait main "$MAIN_OFFSET"
    start_and_wait edge "$EDGE_OFFSET" "${EDGE_PROPERTIES[@]}"
    run_driver --main-http "$(http_port "$MAIN_OFFSET")" --main-management "$(management_port "$MAIN_OFFSET")" \
        --edge-http "$(http_port "$EDGE_OFFSET")" --edge-management "$(management_port "$EDGE_OFFSET")" "$@"
}
