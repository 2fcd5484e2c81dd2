#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The commands of a sample's script (sample-rubis/rubis.sh, sample-petstore/petstore.sh), which runs
#
#   sample-support/sample-commands.sh NAME SCRIPT generate …   # java -jar sample-NAME/generator/target/NAME-generator.jar …
#   sample-support/sample-commands.sh NAME SCRIPT ear cN       # prints sample-NAME/ear/target/configurations/<cN-name>/NAME.ear
#
# and prints lines 3 to 8 of SCRIPT (its usage) otherwise. Builds what it needs on first use (mvn -pl … -am).
set -euo pipefail

name="$1"
script="$2"
shift 2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sample="$root/sample-$name"

build() {
    (cd "$root" && mvn -B -q install -DskipTests -pl "$1" -am)
}

case "${1:-}" in
    generate)
        shift
        jar="$sample/generator/target/$name-generator.jar"
        [[ -f "$jar" ]] || build "sample-$name/generator"
        exec java -jar "$jar" "$@"
        ;;
    ear)
        declare -A names=([c1]=c1-centralized [c2]=c2-remote-facade [c3]=c3-replicas-sync [c4]=c4-query-cache [c5]=c5-async [c6]=c6-outpost)
        configuration="${names[${2:-}]:-}"
        [[ -n "$configuration" ]] || { echo "usage: $(basename "$script") ear c1|c2|c3|c4|c5|c6" >&2; exit 2; }
        ear="$sample/ear/target/configurations/$configuration/$name.ear"
        [[ -f "$ear" ]] || build "sample-$name/ear" >&2
        echo "$ear"
        ;;
    *)
        sed -n '3,8p' "$script" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
