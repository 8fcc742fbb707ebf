#!/usr/bin/env python3
"""Concurrency capacity: N simultaneous POST /api/images/generate, each on its
own connection, against an image provider that answers after a delay (10 s in
`make bench`), so every request is in flight at once.

    python3 bench/concurrency.py --base URL --pid SERVER_PID --provider URL \
        --requests 5000 --users 10 --out RESULT.json

Checks, and fails (exit 1, with the reasons in RESULT.json) unless all hold:
every request answers 201; the provider had them all in flight together;
each account's balance fell by exactly its requests times the price; each
account owns exactly that many images. Reports the server's peak resident
memory (VmHWM from /proc, and the highest VmRSS seen polling every 100 ms).

The accounts get their credits through the demo checkout: the signup bonus is
a fixed 10 credits, so it alone would need an account per 10 requests.
"""

import argparse
import asyncio
import http.client
import json
import resource
import statistics
import time
import urllib.parse
import uuid

from api import Browser
from http1 import Connection
from prompts import prompt

CONNECTS_AT_ONCE = 500  # the listen backlog is finite: open the sockets in waves
RSS_POLL_SECONDS = 0.1
ANSWER_TIMEOUT_S = 300  # a hung server fails the run instead of stalling it


def memory_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"{field} missing from /proc/{pid}/status")


async def poll_rss(pid, peak, stop):
    while not stop.is_set():
        peak[0] = max(peak[0], memory_kb(pid, "VmRSS"))
        await asyncio.sleep(RSS_POLL_SECONDS)


def provider_stats(provider):
    url = urllib.parse.urlsplit(provider)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    connection.request("GET", "/stats")
    return json.loads(connection.getresponse().read())


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else None


async def open_connections(base, count):
    """`count` connections to `base`, opened in waves: the connections, for
    each the reason it could not open (None once open), and the seconds taken."""
    url = urllib.parse.urlsplit(base)
    connections = [Connection(url.hostname, url.port) for _ in range(count)]
    gate = asyncio.Semaphore(CONNECTS_AT_ONCE)

    async def connect(connection):
        async with gate:
            try:
                await connection.open()
            except OSError as err:
                return err

    started = time.monotonic()
    refused = await asyncio.gather(*(connect(c) for c in connections))
    return connections, refused, time.monotonic() - started


async def fire(base, identities, count):
    """Opens `count` connections, then sends one generation on each at once,
    taking turns among the accounts' `identities` (cookie and CSRF headers)."""
    connections, refused, connect_s = await open_connections(base, count)

    async def generate(index, connection):
        if refused[index]:
            return None, 0.0, f"connect: {refused[index]!r}".encode()
        headers = {**identities[index % len(identities)],
                   "Idempotency-Key": f"capacity-{uuid.uuid4().hex}"}
        body = {"prompt": prompt(), "quality": "low", "size": "1024x1024"}
        sent = time.monotonic()
        try:
            status, _, answer = await asyncio.wait_for(
                connection.request("POST", "/api/images/generate", headers, body), ANSWER_TIMEOUT_S)
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as err:
            status, answer = None, repr(err).encode()
        finally:
            connection.close()
        return status, time.monotonic() - sent, answer

    started = time.monotonic()
    outcomes = await asyncio.gather(*(generate(i, c) for i, c in enumerate(connections)))
    return connect_s, time.monotonic() - started, outcomes


async def measure(args, identities):
    peak, stop = [0], asyncio.Event()
    poller = asyncio.create_task(poll_rss(args.pid, peak, stop))
    try:
        return await fire(args.base, identities, args.requests), peak[0]
    finally:
        stop.set()
        await poller


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--provider", required=True, help="the fake provider's URL, for /stats")
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--users", type=int, default=10)
    parser.add_argument("--http", choices=["1", "2"], default="1",
                        help="the HTTP version the server was told to speak to the provider")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    # One socket per request, plus a few: lift the soft open-file limit to the hard one.
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if hard < args.requests + 100:
        raise SystemExit(f"the open-file limit ({hard}) is too low for {args.requests} connections")

    browsers = [Browser(args.base) for _ in range(args.users)]
    share = [args.requests // args.users + (i < args.requests % args.users) for i in range(args.users)]
    cost_tenths = None
    for browser, requests in zip(browsers, share):
        browser.signup("capacity")
        cost = browser.low_square_cost()
        cost_tenths = round(cost * 10)
        browser.buy_at_least(requests * cost)
    before = [round(b.me()["credits"] * 10) for b in browsers]
    baseline_kb = memory_kb(args.pid, "VmRSS")

    identities = [{"Cookie": b.cookie_header(), "CSRF-Token": b.csrf_token()} for b in browsers]
    (connect_s, wall_s, outcomes), peak_kb = asyncio.run(measure(args, identities))

    after = [round(b.me()["credits"] * 10) for b in browsers]
    images = [b.image_count() for b in browsers]
    provider = provider_stats(args.provider)
    statuses, latencies, failures = {}, [], []
    for status, seconds, answer in outcomes:
        statuses[str(status)] = statuses.get(str(status), 0) + 1
        latencies.append(seconds)
        if status != 201:
            failures.append(f"{status}: {answer[:200].decode(errors='replace')}")
    expected_after = [b - n * cost_tenths for b, n in zip(before, share)]
    http_version = "HTTP/1.1" if args.http == "1" else "HTTP/2"
    checks = [
        ("every request answered 201", not failures,
         f"{statuses}" + (f"; e.g. {failures[0]}" if failures else "")),
        ("the provider had every request in flight at once", provider["peak_in_flight"] >= args.requests,
         f"peak in flight at the provider {provider['peak_in_flight']}, answered {provider['answered']}"),
        ("balances fell by exactly requests x price", after == expected_after,
         f"before {sum(before) / 10}, after {sum(after) / 10}, expected {sum(expected_after) / 10}"),
        ("each account owns exactly its images", images == share, f"{sum(images)} images for {sum(share)} requests"),
        (f"the provider was spoken to over {http_version}",
         provider[f"http{args.http}_requests"] == provider["answered"],
         f"HTTP/1.1 {provider['http1_requests']}, HTTP/2 {provider['http2_requests']} "
         f"over {provider['connections']} connections"),
    ]
    result = {
        "provider_http": http_version,
        "requests": args.requests,
        "users": args.users,
        "price_credits": cost_tenths / 10,
        "provider_delay_s": provider["delay"],
        "connect_s": round(connect_s, 2),
        "wall_s": round(wall_s, 2),
        "statuses": statuses,
        "latency_s": {
            "min": round(min(latencies), 3),
            "p50": round(statistics.median(latencies), 3),
            "p99": round(percentile(latencies, 0.99), 3),
            "max": round(max(latencies), 3),
        },
        "rss_mb": {
            "before": round(baseline_kb / 1024, 1),
            "peak_sampled": round(peak_kb / 1024, 1),
            "peak_hwm": round(memory_kb(args.pid, "VmHWM") / 1024, 1),
        },
        "provider": provider,
        "credits": {"before": sum(before) / 10, "after": sum(after) / 10,
                    "expected_after": sum(expected_after) / 10},
        "checks": [{"name": n, "ok": ok, "detail": d} for n, ok, d in checks],
        "ok": all(ok for _, ok, _ in checks),
    }
    with open(args.out, "w") as file:
        json.dump(result, file, indent=2)
    for name, ok, detail in checks:
        print(f"  {'ok  ' if ok else 'FAIL'} {name}: {detail}")
    print(f"  wall {wall_s:.1f} s, latency p50 {result['latency_s']['p50']} s, "
          f"peak RSS {result['rss_mb']['peak_hwm']} MB")
    if not result["ok"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
