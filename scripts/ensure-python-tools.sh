#!/usr/bin/env bash
# Makes the pinned Python tools of scripts/python-tools.txt runnable from
# target/python-tools/bin, in a virtual environment of their own so their
# dependencies never clash with the machine's (schemathesis, moto). A stamp
# remembers which list was installed: an unchanged list costs nothing.
# Prints the environment's bin directory on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/python-tools
list=scripts/python-tools.txt
stamp=$venv/.installed.sha
sum=$(sha256sum "$list" | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
    echo "==> installing the Python tools of $list into $venv" >&2
    # Without a pip of its own (installing one takes longer than the tools):
    # the machine's pip installs into it.
    python3 -m venv --without-pip "$venv"
    python3 -m pip --python "$venv/bin/python" install --quiet --disable-pip-version-check \
        -r "$list" >&2
    echo "$sum" > "$stamp"
fi
echo "$PWD/$venv/bin"
