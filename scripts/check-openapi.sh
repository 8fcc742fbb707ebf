#!/usr/bin/env bash
# Checks both OpenAPI documents as the release binary serves them, with the
# tools API client generators rely on: openapi-spec-validator (the OpenAPI
# 3.1 schema) and Redocly's linter with its recommended rules (unresolved
# references, missing descriptions, and the rest of its list). The web app's
# `/api` document is printed by the binary, the public `/v1` one fetched from
# a running server, as clients see it (with its `servers` entry).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
BIN=${BIN:-target/release/cardsmith}
PORT=${OPENAPI_CHECK_PORT:-4186}
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

tools=$(scripts/ensure-python-tools.sh | tail -n1)
"$BIN" openapi > "$work/api.json"
start_local_server "$base" "$work"
curl -fsS "$base/v1/openapi.json" > "$work/v1.json"

for doc in api v1; do
    echo "== $doc: openapi-spec-validator"
    "$tools/openapi-spec-validator" "$work/$doc.json"
    echo "== $doc: redocly lint (recommended rules)"
    (cd web && npx --no-install redocly lint --extends recommended --format stylish \
        "$work/$doc.json")
done
echo "Both OpenAPI documents are valid."
