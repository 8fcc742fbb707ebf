#!/usr/bin/env bash
# Lighthouse (mobile) on the landing page and an article, against the release
# binary on a fresh data dir, in Debian's Chromium. Prints each page's four
# category scores, writes their summaries to bench/lighthouse/, and fails when
# a page misses the budget (web/scripts/lighthouse.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh
BIN=${BIN:-target/release/cardsmith}
PORT=${LIGHTHOUSE_PORT:-4191}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
base="http://127.0.0.1:$PORT"
if [ ! -x "$CHROME_PATH" ]; then
    echo "error: Lighthouse needs Chromium at $CHROME_PATH (scripts/install-deps.sh --test installs it)" >&2
    exit 1
fi
work=$(mktemp -d)
server=
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

start_local_server "$base" "$work" CARDSMITH_PUBLIC_URL="$base"

node web/scripts/lighthouse.mjs "$base" bench/lighthouse / /article
