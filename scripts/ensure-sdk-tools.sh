#!/usr/bin/env bash
# Makes sure what `scripts/sdk.sh` and `scripts/sdk-test.sh` need is installed:
# the pinned Python tools (scripts/python-tools.txt: the Python SDK's
# generator, the generated client's dependencies, pytest) and sdk/typescript's
# packages, as its package-lock.json pins them. Safe to run any number of
# times: stamps remember what was installed, so an unchanged install costs
# nothing. Prints the Python tools' bin directory on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(scripts/ensure-python-tools.sh | tail -n1)

stamp=sdk/typescript/node_modules/.package-lock.sha
lock_sum=$(sha256sum sdk/typescript/package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
    echo "==> installing sdk/typescript's packages with npm ci" >&2
    (cd sdk/typescript && npm ci --no-audit --no-fund --loglevel=error >&2)
    echo "$lock_sum" > "$stamp"
fi
echo "$bin"
