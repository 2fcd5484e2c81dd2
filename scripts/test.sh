#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The test command: unit tests of every module, then the Arquillian suite against a provisioned main and edge
# (managed WildFly) with PostgreSQL. Extra arguments go to Maven, e.g. scripts/test.sh -o
set -euo pipefail
cd "$(dirname "$0")/.."

# Main's databases of the server suites start empty on every run, so no earlier run (or another version of Outpost)
# leaves an outbox or tables behind.
bash scripts/postgres.sh --recreate outpost_testsuite outpost_forwarding outpost_security outpost_stream outpost_querycache outpost_wan outpost_reliability
# install, not verify: provisioning resolves Outpost's feature pack from the local repository.
mvn -B -ntp install "$@"
