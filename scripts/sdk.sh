#!/usr/bin/env bash
# The SDKs in sdk/ are generated from the public API's OpenAPI document
# (/v1/openapi.json):
#   scripts/sdk.sh write   regenerate sdk/python and sdk/typescript/src/schema.ts
#   scripts/sdk.sh check   fail if either committed SDK is stale
# The document comes from the release binary at $BIN, started on a throwaway
# data dir (SDK_OPENAPI=file uses that document instead). The generators are
# pinned by scripts/ensure-sdk-tools.sh, which this runs first. Hand-written
# files (READMEs, tests, the generator's config, index.ts) are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
mode=${1:-check}
BIN=${BIN:-target/release/cardsmith}
PORT=${SDK_PORT:-4181}
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# The generator, and the ruff it formats its output with, from the SDK tools' environment.
PATH="$(scripts/ensure-sdk-tools.sh | tail -1):$PATH"

if [ -n "${SDK_OPENAPI:-}" ]; then
    cp "$SDK_OPENAPI" "$work/openapi.json"
else
    start_local_server "$base" "$work"
    curl -fsS "$base/v1/openapi.json" > "$work/openapi.json"
    kill "$server"
fi

# Python: the generator's package, without its README (sdk/python has its own)
# and the cache its formatter leaves.
python_handwritten=(README.md generator-config.yaml tests)
openapi-python-client generate --path "$work/openapi.json" \
    --config sdk/python/generator-config.yaml --output-path "$work/python" \
    --fail-on-warning > "$work/python.log" 2>&1 ||
    { cat "$work/python.log" >&2; echo "error: openapi-python-client failed" >&2; exit 1; }
rm -rf "$work/python/README.md" "$work/python/.ruff_cache"

# TypeScript: the types of every path; src/index.ts builds the client on them.
ts_schema=sdk/typescript/src/schema.ts
(cd sdk/typescript && npx --no-install openapi-typescript "$work/openapi.json" -o "$work/schema.ts" >/dev/null)
{
    echo "// Generated from the /v1 OpenAPI document by scripts/sdk.sh. Do not edit."
    cat "$work/schema.ts"
} > "$work/schema.final.ts"

if [ "$mode" = "write" ]; then
    # Everything generated is replaced, so a file the generator stops making goes too.
    find sdk/python -mindepth 1 -maxdepth 1 \
        $(printf -- '-not -name %s ' "${python_handwritten[@]}") -exec rm -rf {} +
    cp -r "$work/python/." sdk/python/
    cp "$work/schema.final.ts" "$ts_schema"
    echo "wrote sdk/python and $ts_schema"
    exit 0
fi

stale=0
exclude=(-x __pycache__ -x .pytest_cache)
for name in "${python_handwritten[@]}"; do exclude+=(-x "$name"); done
if ! diff -ru "${exclude[@]}" sdk/python "$work/python" > "$work/python.diff"; then
    head -40 "$work/python.diff"
    echo "error: sdk/python is stale; run 'make sdk' and commit it." >&2
    stale=1
fi
if ! diff -u "$ts_schema" "$work/schema.final.ts" > "$work/ts.diff"; then
    head -40 "$work/ts.diff"
    echo "error: $ts_schema is stale; run 'make sdk' and commit it." >&2
    stale=1
fi
[ "$stale" = 0 ] && echo "The SDKs are current."
exit "$stale"
