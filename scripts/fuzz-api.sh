#!/usr/bin/env bash
# Fuzzes both APIs with schemathesis against their own OpenAPI documents:
# the public API (/v1) with an API key, and the web app's API (/api) signed
# in with a session cookie and its CSRF token. The release binary runs on a
# fresh data dir, with a bounded number of examples per operation and a
# fixed seed.
#
# Every check runs. The rules a JSON schema cannot state are listed, with
# their reasons, in scripts/schemathesis.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
BIN=${BIN:-target/release/cardsmith}
PORT=${FUZZ_PORT:-4189}
EXAMPLES=${FUZZ_EXAMPLES:-10}
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# Limits high enough that the fuzzer tests the API, not the rate limiter.
cat > "$work/cardsmith.toml" <<TOML
signups_per_hour = 1000
[public_api.free]
per_minute = 1000000
per_day = 10000000
TOML
start_local_server "$base" "$work" CARDSMITH_CONFIG="$work/cardsmith.toml"

credentials=$(python3 scripts/fuzz_account.py "$base" "$work/data/outbox")
field() { python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1" <<<"$credentials"; }
fuzz() {
    st --config-file scripts/schemathesis.toml run "$@" \
        --max-examples "$EXAMPLES" --workers 1 --seed 20261124 \
        --request-timeout 30
}

echo "== /v1, with an API key"
fuzz "$base/v1/openapi.json" --header "Authorization: Bearer $(field apiKey)"

# /api's document is the one the front end's types come from; the binary
# prints it. Signing in (as whatever account the fuzzer just made) or out,
# and signing out a device (the fuzzer finds its own session's id in the
# device list), end the session the other calls use, so those run as a
# visitor.
"$BIN" openapi > "$work/api.json"
session_calls="^(post_api_auth_(login|logout)|delete_api_account_devices_id)$"
echo "== /api, signed in"
fuzz "$work/api.json" --url "$base" \
    --header "Cookie: $(field cookie)" \
    --header "CSRF-Token: $(field csrfToken)" \
    --header "Origin: $base" \
    --exclude-operation-id-regex "$session_calls"
echo "== /api, signing in and out as a visitor"
fuzz "$work/api.json" --url "$base" \
    --header "Cookie: $(field visitorCookie)" \
    --header "CSRF-Token: $(field visitorCsrfToken)" \
    --header "Origin: $base" \
    --include-operation-id-regex "$session_calls"
