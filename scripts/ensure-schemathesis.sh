#!/usr/bin/env bash
# Makes sure schemathesis (the OpenAPI fuzzer, from PyPI) is runnable for
# `scripts/fuzz-api.sh`. Safe to run any number of times.
set -euo pipefail
VERSION=4.32.5

st_runs() {
    command -v st >/dev/null 2>&1 && [ "$(st --version 2>/dev/null)" = "st, version $VERSION" ]
}

if st_runs; then
    echo "schemathesis $VERSION is available: $(command -v st)"
    exit 0
fi
echo "installing schemathesis $VERSION with pip..."
python3 -m pip install --quiet "schemathesis==$VERSION"
# pyenv needs its shims regenerated before a freshly installed script is on PATH.
if command -v pyenv >/dev/null 2>&1; then
    pyenv rehash || true
fi
if ! st_runs; then
    echo "ERROR: schemathesis was installed but 'st' is not runnable from PATH." >&2
    exit 1
fi
echo "schemathesis $VERSION is available: $(command -v st)"
