#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Outpost's demo: the WAN study's topology on this machine, with RUBiS served at the edge.
#
#   scripts/demo.sh [start]   build what is needed, start PostgreSQL, main, edge 1, edge 2 and the emulated WAN
#                             (100 ms one way), load RUBiS's small dataset, deploy RUBiS in c6-outpost, print the URLs
#   scripts/demo.sh stop      stop everything the demo started
#   scripts/demo.sh status    say whether it runs
#
# The demo is one Java process, org.outpost.wan.study.Demo (wan-study/study), which owns the three servers and the WAN
# links and stops them when it gets SIGTERM. Ports: main 8080 (management 9990), edges 8180 and 8280, WAN links
# 18080-18085; database outpost_demo. Its log, pid and the servers' directories: target/demo/.
# Set OUTPOST_DEMO_BUILD=0 to skip the Maven build. Must run as root (scripts/postgres.sh may install PostgreSQL).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
readonly ROOT
readonly DEMO="$ROOT/target/demo"
readonly STUDY="$ROOT/wan-study/study"
readonly LOG="$DEMO/demo.log"
readonly PIDFILE="$DEMO/demo.pid"
readonly PORTS=(8080 8180 8280 9990 10090 10190 18080 18081 18082 18083 18084 18085)
readonly STOP_TIMEOUT_SECONDS=90

say() { echo "demo.sh: $*"; }

demo_pid() {
    [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null && cat "$PIDFILE"
}

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

build() {
    if [ "${OUTPOST_DEMO_BUILD:-1}" = 0 ]; then
        say "skipping the build (OUTPOST_DEMO_BUILD=0)"
    else
        say "building the servers, RUBiS and the launcher (mvn install -DskipTests -pl wan-study/study -am);"
        say "the first build downloads WildFly and builds Outpost's feature pack: several minutes"
        (cd "$ROOT" && mvn -B -q -ntp install -DskipTests -pl wan-study/study -am)
    fi
    if [ ! -f "$STUDY/target/classpath.txt" ]; then
        say "missing $STUDY/target/classpath.txt; run without OUTPOST_DEMO_BUILD=0"
        exit 1
    fi
}

# Prints the demo's log as it grows until its "ready" line (0) or until the demo ends (1).
follow() {
    local pid=$1 shown=0 total
    while :; do
        total=$(wc -l <"$LOG")
        if [ "$total" -gt "$shown" ]; then
            sed -n "$((shown + 1)),${total}p" "$LOG"
            shown=$total
        fi
        grep -qx "demo: ready" "$LOG" && return 0
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.5
    done
}

start() {
    local pid port
    if pid=$(demo_pid); then
        say "the demo already runs (pid $pid); its URLs are in $LOG"
        return
    fi
    mkdir -p "$DEMO"
    bash "$ROOT/scripts/postgres.sh" --recreate outpost_demo
    build
    for port in "${PORTS[@]}"; do
        if port_in_use "$port"; then
            say "port $port is taken (another WildFly or demo?); not starting"
            exit 1
        fi
    done
    say "starting the demo (log $LOG)"
    : >"$LOG"
    nohup java -Xmx256m -cp "$STUDY/target/classes:$(cat "$STUDY/target/classpath.txt")" org.outpost.wan.study.Demo \
        --servers "$ROOT/edge-container/servers/target" --ears "$STUDY/target/ears" --work "$DEMO" >"$LOG" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$PIDFILE"
    trap 'say "interrupted; stopping the demo"; stop; exit 130' INT TERM
    if ! follow "$pid"; then
        say "the demo stopped before it was ready (its servers' logs: $DEMO/*/console.log)"
        rm -f "$PIDFILE"
        exit 1
    fi
    trap - INT TERM
}

# Servers left behind by a demo that was killed (not stopped): their pid files, from WildFly's JBOSS_PIDFILE.
stop_leftovers() {
    local pidfile pid
    for pidfile in "$DEMO"/*/server.pid; do
        [ -f "$pidfile" ] || continue
        pid=$(cat "$pidfile")
        if kill -0 "$pid" 2>/dev/null; then
            say "stopping a server left behind (pid $pid, $pidfile)"
            kill -TERM "$pid" 2>/dev/null || true
            sleep 10
            kill -KILL "$pid" 2>/dev/null || true
        fi
        rm -f "$pidfile"
    done
}

stop() {
    local pid i
    if ! pid=$(demo_pid); then
        say "the demo is not running"
        rm -f "$PIDFILE"
        stop_leftovers
        return
    fi
    say "stopping the demo (pid $pid): edges, main, WAN links"
    kill -TERM "$pid"
    for i in $(seq 1 "$STOP_TIMEOUT_SECONDS"); do
        if ! kill -0 "$pid" 2>/dev/null; then
            rm -f "$PIDFILE"
            say "stopped"
            return
        fi
        sleep 1
    done
    say "the demo did not stop in ${STOP_TIMEOUT_SECONDS}s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$PIDFILE"
    stop_leftovers
}

status() {
    local pid
    if pid=$(demo_pid); then say "the demo runs (pid $pid); log $LOG"; else say "the demo is stopped"; fi
}

case "${1:-start}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    *) echo "usage: scripts/demo.sh [start|stop|status]" >&2; exit 2 ;;
esac
