#!/bin/bash
# Container health probe without curl or wget (the image has neither), in bash alone.
#   probe.sh http://127.0.0.1:8080/readyz   HTTP GET; healthy on a 2xx answer (the api on PORT, the
#                                           ingest and engine roles on OPS_PORT 9090)
#   probe.sh KAFKA_BROKERS [DATABASE_URL …] the process (PID 1) is alive and every backend named by
#                                           these settings accepts TCP connections (for KAFKA_BROKERS:
#                                           at least one broker)
# The second form tells only "up and able to reach its backends", not "its loops are progressing":
# every role now serves /readyz, so the compose file and the manifests use the first.
set -u

fail() { echo "unhealthy: $*" >&2; exit 1; }

# tcp HOST PORT: connects within 2 s.
# shellcheck disable=SC2016 # $1 and $2 are expanded by the inner bash
tcp() { timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }

# hostport URL DEFAULT_PORT: prints "host port" of a URL (userinfo and path dropped).
hostport() {
  local rest=${1#*://}
  rest=${rest%%/*}
  rest=${rest%%\?*}
  rest=${rest##*@}
  if [[ $rest == *:* ]]; then echo "${rest%:*} ${rest##*:}"; else echo "$rest $2"; fi
}

http_get() {
  local url=$1 host port path
  read -r host port <<< "$(hostport "$url" 80)"
  path=/${url#*://*/}
  [[ $url == *://*/* ]] || path=/
  { exec 3<>"/dev/tcp/$host/$port"; } 2>/dev/null || fail "cannot connect to $host:$port"
  printf 'GET %s HTTP/1.0\r\nHost: %s\r\nConnection: close\r\n\r\n' "$path" "$host" >&3
  local status
  IFS=' ' read -r -t 3 _ status _ <&3 || fail "no answer from $url"
  exec 3<&-
  [[ $status == 2?? ]] || fail "$url answered $status"
}

check_setting() {
  local name=$1 value=${!1:-} default host port
  [[ -n $value ]] || fail "$name is not set"
  case $name in
    KAFKA_BROKERS)
      local broker
      IFS=',' read -ra brokers <<< "$value"
      for broker in "${brokers[@]}"; do
        broker=${broker// /}
        tcp "${broker%:*}" "${broker##*:}" && return 0
      done
      fail "no broker of $value reachable" ;;
    DATABASE_URL) default=5432 ;;
    REDIS_URL) default=6379 ;;
    CLICKHOUSE_URL) default=80; [[ $value == https:* ]] && default=443 ;;
    *) fail "probe.sh does not know the setting $name" ;;
  esac
  read -r host port <<< "$(hostport "$value" "$default")"
  tcp "$host" "$port" || fail "$name: $host:$port unreachable"
}

[[ $# -gt 0 ]] || fail "usage: probe.sh URL | SETTING…"
if [[ $1 == http://* ]]; then
  http_get "$1"
  exit 0
fi
state=""
while read -r key val _; do [[ $key == State: ]] && state=$val; done < /proc/1/status
[[ $state != Z && $state != T ]] || fail "PID 1 is in state $state"
for setting in "$@"; do check_setting "$setting"; done
exit 0
