#!/bin/sh
# Instructions per step of each path of the peers table, under valgrind's callgrind: bundles
# bench/instructions.ts (with the esbuild that tsup uses), runs each path with and without the measured steps after the same
# warm-up, and prints (difference) / steps. Usage: sh bench/count-instructions.sh [actors] [steps]
set -e
cd "$(dirname "$0")/.."
actors=${1:-10}
steps=${2:-1000000}
warm=${WARM:-300000}
out=$(mktemp -d)
entry=${ENTRY:-bench/instructions.ts}
node -e "require('module').createRequire(require.resolve('tsup'))('esbuild').buildSync({ entryPoints: ['$entry'], bundle: true, platform: 'node', format: 'esm', conditions: ['@turnkeeper/source'], outfile: '$out/i.mjs', logLevel: 'warning' })"
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" node --single-threaded "$out/i.mjs" "$1" "$actors" "$warm" "$2" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
for path in ${PATHS:-flatqueue engine run next+act}; do
  base=$(count "$path" 0)
  full=$(count "$path" "$steps")
  echo "$path $actors actors: $(( (full - base) / steps )) instructions/step"
done
rm -rf "$out"
