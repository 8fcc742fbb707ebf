#!/usr/bin/env python3
"""Generates images for the bench's account, through POST /api/images/generate,
until it owns --target of them (the search row's gallery). The generation row
has usually made part of them already; this makes the rest, and fails if any
request fails or the count does not come out exact. Writes the gallery's size
and how many images the search word finds to --out.

    python3 bench/seed.py --base URL --state STATE.json --target 10000 \
        --search WORD --out GALLERY.json
"""

import argparse
import asyncio
import json
import time
import urllib.parse
import uuid

from api import Browser
from http1 import Connection
from prompts import prompt

CONNECTIONS = 32


async def generate(base, state, count):
    url = urllib.parse.urlsplit(base)
    headers = {"Cookie": state["cookie"], "CSRF-Token": state["csrf"]}
    queue = iter(range(count))
    failures = []

    async def worker():
        connection = Connection(url.hostname, url.port)
        try:
            for _ in queue:
                body = {"prompt": prompt(), "quality": "low", "size": "1024x1024"}
                key = {"Idempotency-Key": f"seed-{uuid.uuid4().hex}"}
                status, _, answer = await connection.request(
                    "POST", "/api/images/generate", {**headers, **key}, body)
                if status != 201:
                    failures.append(f"{status} {answer[:200]!r}")
        finally:
            connection.close()

    await asyncio.gather(*(worker() for _ in range(CONNECTIONS)))
    return failures


def settled_count(browser):
    """The account's image count once it stops changing: generations the row
    before left in flight when its load generator stopped still finish on the
    server (a generation runs to its end even when its client goes away)."""
    count = browser.image_count()
    while True:
        time.sleep(0.5)
        again = browser.image_count()
        if again == count:
            return count
        count = again


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--state", required=True)
    parser.add_argument("--target", type=int, required=True)
    parser.add_argument("--search", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    with open(args.state) as file:
        state = json.load(file)
    browser = Browser(args.base)
    browser.cookies = dict(state["cookies"])
    owned = settled_count(browser)
    missing = max(0, args.target - owned)
    started = time.monotonic()
    failures = asyncio.run(generate(args.base, state, missing))
    if failures:
        raise SystemExit(f"seeding: {len(failures)} of {missing} generations failed, e.g. {failures[0]}")
    owned_now = browser.image_count()
    if owned_now != max(owned, args.target):
        raise SystemExit(f"seeding: the account owns {owned_now} images, expected {max(owned, args.target)}")
    took = time.monotonic() - started
    print(f"seeding: the account owned {owned} images, made {missing} more in {took:.1f} s, owns {owned_now}")
    query = urllib.parse.urlencode({"search": args.search, "limit": 1})
    matching = browser.call("GET", f"/api/images?{query}")["pagination"]["total"]
    with open(args.out, "w") as file:
        json.dump({"owned": owned_now, "seeded": missing, "search": args.search, "matching": matching}, file)


if __name__ == "__main__":
    main()
