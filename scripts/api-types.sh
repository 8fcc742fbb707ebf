#!/usr/bin/env bash
# The front end's API types are generated from the server's OpenAPI document.
#   scripts/api-types.sh write   regenerate web/src/lib/api-types.ts
#   scripts/api-types.sh check   fail if the committed file is stale
# The document comes from the binary at $BIN, which `make api-types` and
# `make check-api-types` build first.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-check}
BIN=${BIN:-target/release/cardsmith}
committed=web/src/lib/api-types.ts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$BIN" openapi > "$tmp/openapi.json"
(cd web && npx --no-install openapi-typescript "$tmp/openapi.json" -o "$tmp/api-types.ts" >/dev/null)
{
  echo "// Generated from the server's OpenAPI document by scripts/api-types.sh. Do not edit."
  cat "$tmp/api-types.ts"
} > "$tmp/api-types.final.ts"

if [ "$mode" = "write" ]; then
  cp "$tmp/api-types.final.ts" "$committed"
  echo "wrote $committed"
elif ! diff -u "$committed" "$tmp/api-types.final.ts" > "$tmp/diff"; then
  cat "$tmp/diff" | head -40
  echo "error: $committed is stale; run 'make api-types' and commit it." >&2
  exit 1
else
  echo "API types are current."
fi
