#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Java Pet Store sample's commands.
#
#   sample-petstore/petstore.sh generate --size paper|large [--seed N] [--jdbc-url URL] [--user U] [--password P]
#                                        [--create-database [--admin-user postgres]]
#   sample-petstore/petstore.sh ear c1|c2|c3|c4|c5|c6     # prints the path of that configuration's petstore.ear
#
# Builds what it needs on first use (mvn -pl sample-petstore/generator or sample-petstore/ear, with -am).
exec "$(dirname "${BASH_SOURCE[0]}")/../sample-support/sample-commands.sh" petstore "${BASH_SOURCE[0]}" "$@"
