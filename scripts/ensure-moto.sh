#!/usr/bin/env bash
# Makes sure `moto_server` (an S3-protocol server from PyPI) is runnable, so the
# object-storage integration tests can talk to a real S3 endpoint on loopback.
# Safe to run any number of times.
set -euo pipefail

# A pyenv shim can exist on PATH for a tool that the active Python lacks, so
# "found on PATH" is not enough: the command has to actually run.
moto_runs() {
    command -v moto_server >/dev/null 2>&1 && moto_server --help >/dev/null 2>&1
}

if moto_runs; then
    echo "moto_server is available: $(command -v moto_server)"
    exit 0
fi

if ! command -v python3 >/dev/null 2>&1; then
    echo "ERROR: moto_server is missing and python3 is not installed; cannot install moto[server]." >&2
    exit 1
fi

echo "moto_server not found; installing moto[server] with pip..."
if ! python3 -m pip install --quiet 'moto[server]'; then
    echo "ERROR: 'python3 -m pip install moto[server]' failed; install it by hand and re-run." >&2
    exit 1
fi

# pyenv needs its shims regenerated before a freshly installed script is on PATH.
if command -v pyenv >/dev/null 2>&1; then
    pyenv rehash || true
fi

if moto_runs; then
    echo "moto_server is available: $(command -v moto_server)"
else
    echo "ERROR: moto[server] was installed but 'moto_server' is not runnable from PATH." >&2
    echo "       Add the Python scripts directory ($(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')) to PATH." >&2
    exit 1
fi
