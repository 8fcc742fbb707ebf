#!/usr/bin/env bash
# Fuzzes the public API (/v1) with schemathesis against its own OpenAPI
# document: the release binary on a fresh data dir, a confirmed account with
# an API key, a bounded number of examples per operation and a fixed seed.
#
# Every check runs except positive_data_acceptance: the generate calls have
# rules a JSON schema cannot state (a photo must be a real image, a card with
# text needs its text, compression needs jpeg or webp), so some schema-valid
# requests are rightly refused with 400.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-target/release/cardsmith}
PORT=${FUZZ_PORT:-4189}
EXAMPLES=${FUZZ_EXAMPLES:-10}
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# Limits high enough that the fuzzer tests the API, not the rate limiter.
cat > "$work/cardsmith.toml" <<TOML
signups_per_hour = 1000
[public_api.free]
per_minute = 1000000
per_day = 10000000
TOML
CARDSMITH_CONFIG="$work/cardsmith.toml" "$BIN" serve --addr "127.0.0.1:$PORT" --data-dir "$work/data" \
    > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
    curl -fsS "$base/api/site" >/dev/null 2>&1 && break
    sleep 0.2
done

key=$(python3 scripts/fuzz_account.py "$base" "$work/data/outbox")
st run "$base/v1/openapi.json" \
    --header "Authorization: Bearer $key" \
    --exclude-checks positive_data_acceptance \
    --max-examples "$EXAMPLES" --workers 1 --seed 20261124 \
    --request-timeout 30
