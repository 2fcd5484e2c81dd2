#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The RUBiS sample's commands.
#
#   sample-rubis/rubis.sh generate --size paper|small|published [--seed N] [--jdbc-url URL] [--user U] [--password P]
#                                  [--reference-time 2026-01-01T00:00] [--create-database [--admin-user postgres]]
#   sample-rubis/rubis.sh ear c1|c2|c3|c4|c5|c6     # prints the path of that configuration's rubis.ear
#
# Builds what it needs on first use (mvn -pl sample-rubis/generator or sample-rubis/ear, with -am).
exec "$(dirname "${BASH_SOURCE[0]}")/../sample-support/sample-commands.sh" rubis "${BASH_SOURCE[0]}" "$@"
