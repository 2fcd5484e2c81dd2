#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The test command: unit tests of every module, then the Arquillian suite against a provisioned main and edge
# (managed WildFly) with PostgreSQL. Extra arguments go to Maven, e.g. scripts/test.sh -o
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/postgres.sh
# install, not verify: provisioning resolves Outpost's feature pack from the local repository.
mvn -B -ntp install "$@"
