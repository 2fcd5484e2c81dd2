#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Java Pet Store sample's commands.
#
#   sample-petstore/petstore.sh generate --size paper|large [--seed N] [--jdbc-url URL] [--user U] [--password P]
#                                        [--create-database [--admin-user postgres]]
#   sample-petstore/petstore.sh ear c1|c2|c3|c4|c5|c6     # prints the path of that configuration's petstore.ear
#
# Builds what it needs on first use (mvn -pl sample-petstore/generator or sample-petstore/ear, with -am).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"

build() {
    (cd "$root" && mvn -B -q install -DskipTests -pl "$1" -am)
}

case "${1:-}" in
    generate)
        shift
        jar="$here/generator/target/petstore-generator.jar"
        [[ -f "$jar" ]] || build sample-petstore/generator
        exec java -jar "$jar" "$@"
        ;;
    ear)
        declare -A names=([c1]=c1-centralized [c2]=c2-remote-facade [c3]=c3-replicas-sync [c4]=c4-query-cache [c5]=c5-async [c6]=c6-outpost)
        name="${names[${2:-}]:-}"
        [[ -n "$name" ]] || { echo "usage: petstore.sh ear c1|c2|c3|c4|c5|c6" >&2; exit 2; }
        ear="$here/ear/target/configurations/$name/petstore.ear"
        [[ -f "$ear" ]] || build sample-petstore/ear >&2
        echo "$ear"
        ;;
    *)
        sed -n '3,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
