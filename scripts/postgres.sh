#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Ensures PostgreSQL runs on 127.0.0.1:5432 and holds Outpost's role and databases.
#
#   scripts/postgres.sh                      ensure PostgreSQL, the role and the databases below
#   scripts/postgres.sh --recreate DB...     the same, then drop and create each DB (empty, owned by the role)
#
# Idempotent. Handles the three states a machine can be in: PostgreSQL running; installed but
# stopped (started with pg_ctlcluster, no systemd needed); absent (installed from Debian packages).
# Then creates, when missing, the LOGIN role "outpost" (password "outpost") and the databases
# "outpost" (main's data), "outpost_test" (tests) and "outpost_forwarding" (main of the forwarding tests and
# bench), all owned by it. Must run as root.
set -euo pipefail

readonly PG_HOST=127.0.0.1
readonly PG_PORT=5432
readonly OUTPOST_ROLE=outpost
readonly OUTPOST_PASSWORD=outpost
readonly OUTPOST_DATABASES=(outpost outpost_test outpost_forwarding)

say() { echo "postgres.sh: $*"; }

accepting_connections() {
    pg_isready -q -h "$PG_HOST" -p "$PG_PORT" 2>/dev/null
}

# Runs psql as the postgres superuser over the local socket (trust/peer, no password needed).
psql_as_postgres() {
    runuser -u postgres -- psql -v ON_ERROR_STOP=1 -X -q -t -A -p "$PG_PORT" "$@"
}

install_postgres() {
    say "PostgreSQL is not installed; installing it from Debian packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q postgresql
}

start_cluster() {
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    say "starting cluster $version/main"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
}

wait_until_accepting() {
    local i
    for i in $(seq 1 30); do
        accepting_connections && return 0
        sleep 1
    done
    say "PostgreSQL does not accept connections on $PG_HOST:$PG_PORT" >&2
    return 1
}

ensure_running() {
    if accepting_connections; then
        say "PostgreSQL already running on $PG_HOST:$PG_PORT"
        return
    fi
    if ! command -v pg_ctlcluster >/dev/null || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
        install_postgres
    fi
    # The package starts the cluster through systemd where there is one; start it ourselves otherwise.
    accepting_connections || start_cluster
    wait_until_accepting
    say "PostgreSQL running on $PG_HOST:$PG_PORT"
}

ensure_role() {
    if [ "$(psql_as_postgres -c "SELECT 1 FROM pg_roles WHERE rolname = '$OUTPOST_ROLE'")" = 1 ]; then
        say "role $OUTPOST_ROLE exists"
    else
        psql_as_postgres -c "CREATE ROLE $OUTPOST_ROLE LOGIN PASSWORD '$OUTPOST_PASSWORD'"
        say "created role $OUTPOST_ROLE"
    fi
}

ensure_database() {
    local db=$1
    if [ "$(psql_as_postgres -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" = 1 ]; then
        say "database $db exists"
    else
        psql_as_postgres -c "CREATE DATABASE $db OWNER $OUTPOST_ROLE"
        say "created database $db owned by $OUTPOST_ROLE"
    fi
}

recreate_database() {
    local db=$1
    psql_as_postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)"
    psql_as_postgres -c "CREATE DATABASE $db OWNER $OUTPOST_ROLE"
    say "recreated database $db (empty) owned by $OUTPOST_ROLE"
}

main() {
    if [ "$(id -u)" -ne 0 ]; then
        echo "postgres.sh: run as root (it may install and start PostgreSQL)" >&2
        exit 1
    fi
    ensure_running
    ensure_role
    local db
    for db in "${OUTPOST_DATABASES[@]}"; do
        ensure_database "$db"
    done
    if [ "${1:-}" = --recreate ]; then
        shift
        for db in "$@"; do
            recreate_database "$db"
        done
    fi
    say "ready: jdbc:postgresql://$PG_HOST:$PG_PORT/outpost, user $OUTPOST_ROLE"
}

main "$@"
