#!/usr/bin/env bash
# Makes sure wrk (the HTTP load generator `make bench` drives) is installed:
# Debian's package through apt-get when missing and run as root, otherwise a
# clear message. Safe to run again: it does nothing when wrk is there.
set -euo pipefail

command -v wrk >/dev/null 2>&1 && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> apt-get install wrk"
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq wrk >/dev/null
fi

if ! command -v wrk >/dev/null 2>&1; then
    echo "error: wrk is missing. Install it (as root: apt-get install -y wrk)." >&2
    exit 1
fi
