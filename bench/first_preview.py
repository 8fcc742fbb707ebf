#!/usr/bin/env python3
"""Time to first preview: C simultaneous POST /api/images/generate with
`Accept: text/event-stream`, each on its own connection, for each C in turn
(1, 500 and 5,000 in `make bench`), against a server whose image provider
streams partial images (bench-fake-provider --partials 2 --first-partial 1.0).

    python3 bench/first_preview.py --base URL --pid SERVER_PID [--provider URL] \
        [--model NAME] --counts 1,500,5000 --users 10 --out RESULT.json

For each request it measures the time from sending it to the first
`event: preview` line, and to the `done` event. Reported per step: p50, p95
and max of both, the completions, the previews per request, and the
server's peak resident memory during the step (VmHWM from /proc, reset at the
step's start when the kernel lets us, and the highest VmRSS seen polling
every 100 ms, as bench/concurrency.py does). The targets are bench/report.py's.

Fails (exit 1, with the reasons in RESULT.json) when the run itself went
wrong: a request not answered with a stream of previews ending in `done`
(an ordinary JSON answer, the server's answer when no preview came before
the image, is "no preview arrived"), a balance that did not fall by exactly
its requests times the price, an account that does not own exactly its
images. Slow previews are reported, not failed.
"""

import argparse
import asyncio
import json
import resource
import statistics
import time
import uuid

from api import Browser
from concurrency import ANSWER_TIMEOUT_S, memory_kb, open_connections, percentile, poll_rss, provider_stats
from prompts import prompt

# Kinds of what went wrong with a request, counted per step.
NO_PREVIEW = "no preview arrived"


class Watch:
    """What one request's answer showed: its events as they arrived."""

    def __init__(self):
        self.status = None
        self.first_preview_s = None
        self.done_s = None
        self.previews = 0
        self.problem = None  # (kind, detail) when it went wrong
        self.pending = bytearray()
        self.name, self.data = None, []

    def fail(self, kind, detail=""):
        if self.problem is None:
            self.problem = (kind, detail)

    def feed(self, piece, at):
        """Reads the complete lines in `piece` (and what came before it),
        `at` seconds after the request was sent."""
        start = len(self.pending)
        self.pending += piece
        end = self.pending.rfind(b"\n", start)
        if end < 0:
            return
        lines = bytes(self.pending[:end]).split(b"\n")
        del self.pending[:end + 1]
        for line in lines:
            self.line(line.rstrip(b"\r"), at)

    def line(self, line, at):
        if not line:
            self.dispatch(at)
        elif line.startswith(b":"):
            return  # a comment: the keep-alive
        elif line.startswith(b"event:"):
            self.name = line[6:].strip().decode(errors="replace")
            if self.name == "preview" and self.first_preview_s is None:
                self.first_preview_s = at
        elif line.startswith(b"data:"):
            self.data.append(line[5:].removeprefix(b" "))

    def dispatch(self, at):
        name, data = self.name, b"\n".join(self.data)
        self.name, self.data = None, []
        if name is None and not data:
            return
        try:
            payload = json.loads(data)
        except ValueError:
            self.fail(f"event {name} without JSON", data[:200].decode(errors="replace"))
            return
        if self.done_s is not None:
            self.fail("events after done", str(name))
        elif name == "preview":
            self.previews += 1
            image = payload.get("image") if isinstance(payload, dict) else None
            if not (isinstance(image, str) and image.startswith("data:image/")):
                self.fail("a preview without an image", data[:200].decode(errors="replace"))
        elif name == "done":
            self.done_s = at
            if not (isinstance(payload, dict) and "id" in payload and "credits" in payload):
                self.fail("done without the image", data[:200].decode(errors="replace"))
        elif name == "error":
            self.fail(f"error event {payload.get('status') if isinstance(payload, dict) else ''}".strip(),
                      data[:200].decode(errors="replace"))
        else:
            self.fail(f"unknown event {name}")

    def finish(self):
        """At the end of the stream (an event cut short is dropped, as SSE says)."""
        if self.problem is None and self.done_s is None:
            self.fail("stream ended without done" if self.previews else NO_PREVIEW,
                      f"{self.previews} previews")
        elif self.problem is None and not self.previews:
            self.fail(NO_PREVIEW, "done without a preview")


async def watch(connection, headers, body):
    outcome = Watch()
    sent = time.monotonic()
    try:
        await connection.send("POST", "/api/images/generate", headers, body)
        outcome.status, answer_headers = await connection.read_head()
        kind = answer_headers.get("content-type", "")
        if outcome.status != 200 or not kind.startswith("text/event-stream"):
            # The ordinary answer: made (or refused) before any preview came.
            text = b"".join([piece async for piece in connection.body_pieces(answer_headers)])
            outcome.done_s = time.monotonic() - sent
            outcome.fail(NO_PREVIEW, f"an ordinary {outcome.status} answer ({kind or 'no type'}) after "
                                     f"{outcome.done_s:.2f} s: {text[:160].decode(errors='replace')}")
            return outcome
        async for piece in connection.body_pieces(answer_headers):
            outcome.feed(piece, time.monotonic() - sent)
        outcome.finish()
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError) as err:
        outcome.fail("connection", repr(err))
    finally:
        connection.close()
    return outcome


async def fire(base, identities, count):
    """Opens `count` connections, then sends one watched generation on each at
    once, taking turns among the accounts' `identities`."""
    connections, refused, connect_s = await open_connections(base, count)

    async def generate(index, connection):
        if refused[index]:
            outcome = Watch()
            outcome.fail("connection", f"connect: {refused[index]!r}")
            return outcome
        headers = {**identities[index % len(identities)], "Accept": "text/event-stream",
                   "Idempotency-Key": f"preview-{uuid.uuid4().hex}"}
        body = {"prompt": prompt(), "quality": "low", "size": "1024x1024"}
        try:
            return await asyncio.wait_for(watch(connection, headers, body), ANSWER_TIMEOUT_S)
        except asyncio.TimeoutError:
            connection.close()
            outcome = Watch()
            outcome.fail("connection", f"no end after {ANSWER_TIMEOUT_S} s")
            return outcome

    started = time.monotonic()
    outcomes = await asyncio.gather(*(generate(i, c) for i, c in enumerate(connections)))
    return connect_s, time.monotonic() - started, outcomes


def reset_peak_rss(pid):
    """Resets the process's VmHWM (Linux 4.0 on); False when not allowed."""
    try:
        with open(f"/proc/{pid}/clear_refs", "w") as clear:
            clear.write("5")
        return True
    except OSError:
        return False


async def measure(args, identities, count):
    peak, stop = [0], asyncio.Event()
    poller = asyncio.create_task(poll_rss(args.pid, peak, stop))
    try:
        return await fire(args.base, identities, count), peak[0]
    finally:
        stop.set()
        await poller


def spread(values):
    if not values:
        return None
    return {"min": round(min(values), 3), "p50": round(statistics.median(values), 3),
            "p95": round(percentile(values, 0.95), 3), "max": round(max(values), 3)}


def delta(after, before, keys):
    return {key: after[key] - before[key] for key in keys}


PROVIDER_COUNTS = ("answered", "streamed", "partials_sent", "streams_completed",
                   "http1_requests", "http2_requests")


def step(args, browsers, cost_tenths, count):
    share = [count // len(browsers) + (i < count % len(browsers)) for i in range(len(browsers))]
    used = [b for b, n in zip(browsers, share) if n]
    share = [n for n in share if n]
    identities = [{"Cookie": b.cookie_header(), "CSRF-Token": b.csrf_token()} for b in used]
    before = [round(b.me()["credits"] * 10) for b in used]
    images_before = [b.image_count() for b in used]
    provider_before = provider_stats(args.provider) if args.provider else None
    baseline_kb = memory_kb(args.pid, "VmRSS")
    hwm_reset = reset_peak_rss(args.pid)

    (connect_s, wall_s, outcomes), peak_kb = asyncio.run(measure(args, identities, count))

    hwm_kb = memory_kb(args.pid, "VmHWM")
    after = [round(b.me()["credits"] * 10) for b in used]
    images = [b.image_count() - n for b, n in zip(used, images_before)]
    provider = None
    if args.provider:
        provider_after = provider_stats(args.provider)
        provider = delta(provider_after, provider_before, PROVIDER_COUNTS)
        # How long the server took to get the step's requests to the provider
        # (the first and last arrivals since it last had none in flight).
        provider["arrival_spread_s"] = provider_after.get("burst_arrival_spread_s")

    statuses, problems, examples = {}, {}, {}
    for outcome in outcomes:
        statuses[str(outcome.status)] = statuses.get(str(outcome.status), 0) + 1
        if outcome.problem:
            kind, detail = outcome.problem
            problems[kind] = problems.get(kind, 0) + 1
            examples.setdefault(kind, detail)
    streamed = [o for o in outcomes if not o.problem]
    first = [o.first_preview_s for o in outcomes if o.first_preview_s is not None]
    done = [o.done_s for o in outcomes if o.done_s is not None and not o.problem]
    previews = [o.previews for o in streamed]
    expected_after = [b - n * cost_tenths for b, n in zip(before, share)]

    answered = f"{len(streamed):,} of {count:,} streamed previews and ended in done"
    if problems:
        answered += "; " + "; ".join(f"{kind}: {n:,} (e.g. {examples[kind]})" for kind, n in problems.items())
    if provider is not None and NO_PREVIEW in problems:
        answered += (f"; the provider streamed {provider['streamed']:,} of the "
                     f"{provider['http1_requests'] + provider['http2_requests']:,} requests it had")
    checks = [
        ("every request answered with previews, then done", not problems, answered),
        ("balances fell by exactly requests x price", after == expected_after,
         f"before {sum(before) / 10}, after {sum(after) / 10}, expected {sum(expected_after) / 10}"),
        ("each account owns exactly its new images", images == share,
         f"{sum(images)} new images for {count} requests"),
    ]
    return {
        "concurrent": count,
        "accounts": len(used),
        "connect_s": round(connect_s, 2),
        "wall_s": round(wall_s, 2),
        "completions": len(done),
        "statuses": statuses,
        "problems": problems,
        "first_preview_s": spread(first),
        "done_s": spread(done),
        "previews_per_request": {"min": min(previews), "max": max(previews),
                                 "mean": round(statistics.mean(previews), 2)} if previews else None,
        "rss_mb": {
            "before": round(baseline_kb / 1024, 1),
            "peak_sampled": round(peak_kb / 1024, 1),
            "peak_hwm": round(hwm_kb / 1024, 1),
            # False: the kernel kept the high-water mark since the server started.
            "hwm_reset": hwm_reset,
        },
        "provider": provider,
        "credits": {"before": sum(before) / 10, "after": sum(after) / 10,
                    "expected_after": sum(expected_after) / 10},
        "checks": [{"name": n, "ok": ok, "detail": d} for n, ok, d in checks],
        "ok": all(ok for _, ok, _ in checks),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--provider", help="the fake provider's URL, for /stats (none for the built-in renderer)")
    parser.add_argument("--model", help="the model the server was told to use, recorded for the report")
    parser.add_argument("--counts", default="1,500,5000", help="the steps: requests at once, comma-separated")
    parser.add_argument("--users", type=int, default=10)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    counts = [int(c) for c in args.counts.split(",")]
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if hard < max(counts) + 100:
        raise SystemExit(f"the open-file limit ({hard}) is too low for {max(counts)} connections")

    browsers = [Browser(args.base) for _ in range(min(args.users, max(counts)))]
    cost_tenths = None
    for index, browser in enumerate(browsers):
        browser.signup("preview")
        cost = browser.low_square_cost()
        cost_tenths = round(cost * 10)
        mine = sum(c // len(browsers) + (index < c % len(browsers)) for c in counts)
        browser.buy_at_least(mine * cost)

    provider = provider_stats(args.provider) if args.provider else None
    steps = []
    for count in counts:
        print(f"  {count:,} at once ...", flush=True)
        result = step(args, browsers, cost_tenths, count)
        steps.append(result)
        fp, done = result["first_preview_s"] or {}, result["done_s"] or {}
        reached = result["provider"] and result["provider"]["arrival_spread_s"]
        print(f"    first preview p50 {fp.get('p50')} s, p95 {fp.get('p95')} s, max {fp.get('max')} s; "
              f"done p50 {done.get('p50')} s, max {done.get('max')} s; {result['completions']:,} completions; "
              f"peak RSS {result['rss_mb']['peak_hwm']} MB"
              + (f"; the requests reached the provider over {reached} s" if reached is not None else ""))
        for check in result["checks"]:
            print(f"    {'ok  ' if check['ok'] else 'FAIL'} {check['name']}: {check['detail']}")

    result = {
        "users": len(browsers),
        "model": args.model,
        "price_credits": cost_tenths / 10,
        "provider": None if provider is None else {
            key: provider.get(key) for key in ("delay", "partials", "first_partial")},
        "steps": steps,
        "ok": all(s["ok"] for s in steps),
    }
    with open(args.out, "w") as file:
        json.dump(result, file, indent=2)
    if not result["ok"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
