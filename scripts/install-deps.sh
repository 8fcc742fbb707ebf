#!/usr/bin/env bash
# Installs what building and testing Cardsmith needs on a fresh machine, and
# says clearly what it could not install. Safe to run again: it skips what is
# already there.
#   scripts/install-deps.sh          front-end packages only (enough for `make run`)
#   scripts/install-deps.sh --test   also Chromium (browser tests), moto (S3 tests), aiosmtpd
#                                    (SMTP tests) and schemathesis (API fuzzing)
set -euo pipefail
cd "$(dirname "$0")/.."

want_test_tools=false
[ "${1:-}" = "--test" ] && want_test_tools=true

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "error: $1 is required but not installed ($2)" >&2; exit 1; }
}
need cargo "install Rust 1.95 with rustup"
need node "install Node.js 20 or newer"
need npm "install npm 11 (it comes with Node.js)"

# Front-end packages, as package-lock.json pins them. A stamp file remembers
# which lock file was installed, so unchanged installs are skipped.
# `npm ci` is tried first; the package registry reachable here lacks some
# optional per-platform builds of Tailwind's engine (for other operating
# systems), which `npm ci` reports as a lock-file mismatch. `npm install
# --no-save` then installs the same locked versions without touching the lock.
stamp=web/node_modules/.package-lock.sha
lock_sum=$(sha256sum web/package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "==> installing front-end packages (web/)"
  (
    cd web
    npm ci --no-audit --no-fund --loglevel=silent 2>/dev/null ||
      { echo "    npm ci refused the lock file; installing the locked versions with npm install --no-save"
        npm install --no-save --no-audit --no-fund --loglevel=error; }
  )
  echo "$lock_sum" > "$stamp"
fi

$want_test_tools || exit 0

if ! command -v cargo-nextest >/dev/null 2>&1; then
  echo "==> installing cargo-nextest"
  cargo install cargo-nextest --locked
fi

# Browser tests drive Debian's Chromium: Playwright cannot download browsers here.
chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> apt-get install chromium"
    # Waits for the package lock when another install (a fresh machine's
    # boot-time updates, say) holds it, instead of failing at once.
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  else
    echo "error: Chromium is missing at $chromium_path. Install it (as root: apt-get install -y chromium)" >&2
    echo "       or point CHROMIUM_PATH at a Chromium binary." >&2
    exit 1
  fi
fi

# The S3 storage tests run against moto_server, a local S3-protocol server.
scripts/ensure-moto.sh

# Card emails are delivered through a real SMTP server on loopback in the tests.
scripts/ensure-aiosmtpd.sh

# The public API is fuzzed against its OpenAPI document.
scripts/ensure-schemathesis.sh
