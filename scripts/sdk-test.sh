#!/usr/bin/env bash
# Tests both SDKs against the release binary, through the SDKs alone:
# sdk/python/tests (pytest) and sdk/typescript/test (node's test runner, after
# type-checking the TypeScript SDK and its test). The binary runs on a fresh
# data dir with a free tier small enough for each test to reach a 429 on
# purpose; each language has an account of its own, so neither sees the
# other's images or spends its requests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
BIN=${BIN:-target/release/cardsmith}
PORT=${SDK_TEST_PORT:-4182}
PER_MINUTE=20
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

python=$(scripts/ensure-sdk-tools.sh | tail -1)/python

cat > "$work/cardsmith.toml" <<TOML
signups_per_hour = 1000
[public_api.free]
per_minute = $PER_MINUTE
per_day = 100000
TOML
start_local_server "$base" "$work" CARDSMITH_CONFIG="$work/cardsmith.toml"
keys=$(python3 scripts/api_keys.py "$base" "$work/data/outbox" pythonsdk typescriptsdk)
key() { python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1" <<<"$keys"; }

status=0
echo "== Python SDK"
CARDSMITH_BASE_URL=$base CARDSMITH_API_KEY=$(key pythonsdk) CARDSMITH_PER_MINUTE=$PER_MINUTE \
    PYTHONPATH=sdk/python PYTHONDONTWRITEBYTECODE=1 \
    "$python" -m pytest -p no:cacheprovider -q sdk/python/tests || status=1

echo "== TypeScript SDK"
# (errexit does not apply inside a command tested with ||, hence the &&.)
(
    cd sdk/typescript &&
    npx --no-install tsc --noEmit &&
    CARDSMITH_BASE_URL=$base CARDSMITH_API_KEY=$(key typescriptsdk) CARDSMITH_PER_MINUTE=$PER_MINUTE \
        node --import tsx --test test/*.test.ts
) || status=1

if [ "$status" != 0 ]; then
    echo "error: an SDK test failed; the server's log follows." >&2
    tail -50 "$work/server.log" >&2
fi
exit "$status"
