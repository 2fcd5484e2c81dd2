# SPDX-License-Identifier: Apache-2.0
# Sourced by bench/servers.sh, not run: a WildFly's ports at a port offset, and waiting for one
# to boot. The caller defines say (its progress lines) and BOOT_TIMEOUT_SECONDS.

http_port() { echo $((8080 + $1)); }
management_port() { echo $((9990 + $1)); }

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# wait_until_up name offset log: polls the server's readiness, at most BOOT_TIMEOUT_SECONDS; on timeout shows the log's end.
wait_until_up() {
    local name=$1 offset=$2 log=$3 url i
    url="http://127.0.0.1:$(management_port "$offset")/health/ready"
    for i in $(seq 1 "$BOOT_TIMEOUT_SECONDS"); do
        if [ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" = 200 ]; then
            say "$name is up after ${i}s"
            return
        fi
        sleep 1
    done
    say "$name did not come up within ${BOOT_TIMEOUT_SECONDS}s; last log lines:" >&2
    tail -n 20 "$log" >&2
    return 1
}
