#!/usr/bin/env bash
# Makes sure aiosmtpd (an SMTP server from PyPI) can be imported, so the card
# email tests can deliver through a real SMTP server on loopback
# (scripts/smtp-sink.py). Safe to run any number of times.
set -euo pipefail

if python3 -c 'import aiosmtpd' >/dev/null 2>&1; then
    echo "aiosmtpd is available"
    exit 0
fi
echo "aiosmtpd not found; installing it with pip..."
if ! python3 -m pip install --quiet 'aiosmtpd==1.4.6'; then
    echo "ERROR: 'python3 -m pip install aiosmtpd' failed; install it by hand and re-run." >&2
    exit 1
fi
python3 -c 'import aiosmtpd' && echo "aiosmtpd is available"
