#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The RUBiS sample's commands.
#
#   sample-rubis/rubis.sh generate --size paper|small|published [--seed N] [--jdbc-url URL] [--user U] [--password P]
#                                  [--reference-time 2026-01-01T00:00] [--create-database [--admin-user postgres]]
#   sample-rubis/rubis.sh ear c1|c2|c3|c4|c5|c6     # prints the path of that configuration's rubis.ear
#
# Builds what it needs on first use (mvn -pl sample-rubis/generator or sample-rubis/ear, with -am).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"

build() {
    (cd "$root" && mvn -B -q install -DskipTests -pl "$1" -am)
}

case "${1:-}" in
    generate)
        shift
        jar="$here/generator/target/rubis-generator.jar"
        [[ -f "$jar" ]] || build sample-rubis/generator
        exec java -jar "$jar" "$@"
        ;;
    ear)
        declare -A names=([c1]=c1-centralized [c2]=c2-remote-facade [c3]=c3-replicas-sync [c4]=c4-query-cache [c5]=c5-async [c6]=c6-outpost)
        name="${names[${2:-}]:-}"
        [[ -n "$name" ]] || { echo "usage: rubis.sh ear c1|c2|c3|c4|c5|c6" >&2; exit 2; }
        ear="$here/ear/target/configurations/$name/rubis.ear"
        [[ -f "$ear" ]] || build sample-rubis/ear >&2
        echo "$ear"
        ;;
    *)
        sed -n '3,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
