#!/usr/bin/env bash
# Checks the /mcp endpoint with the official MCP Python SDK as the client
# (scripts/mcp_check.py): the release binary on a fresh data dir, a
# confirmed account with an API key, every tool, a refused key, an
# overspend, and concurrent calls sharing one idempotency key.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
BIN=${BIN:-target/release/cardsmith}
PORT=${MCP_PORT:-4185}
base="http://127.0.0.1:$PORT"
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
tools=$(scripts/ensure-python-tools.sh | tail -n1)

# Every MCP message is one request against the tier; the check makes more
# in a minute than the Free tier allows. Cards due now go out within 0.2 s.
cat > "$work/cardsmith.toml" <<TOML
[public_api.free]
per_minute = 1000
per_day = 10000
TOML
start_local_server "$base" "$work" CARDSMITH_CONFIG="$work/cardsmith.toml" \
    CARDSMITH_SEND_POLL_MS=200

keys=$(python3 scripts/api_keys.py "$base" "$work/data/outbox" assistant)
api_key=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["assistant"])' <<<"$keys")
timeout 60 "$tools/python" scripts/mcp_check.py "$base" "$api_key" "$work/data/outbox"
