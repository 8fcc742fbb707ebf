#!/usr/bin/env python3
"""A stand-in for an OpenAI-compatible Images API, for `make bench`.

    python3 bench/fake_provider.py --port PORT [--delay SECONDS] [--side PIXELS]

Answers `POST .../images/generations` and `POST .../images/edits` after
`--delay` seconds with `{"created": ..., "data": [{"b64_json": <PNG>}]}`, the
shape crates/openai-images decodes. `GET /stats` tells how many image requests
it has answered and the most it held at once, so the bench can show that the
server really had them all in flight together. Plain asyncio, HTTP/1.1 with
keep-alive: Cardsmith's HTTP client pools its connections, and the capacity
run holds thousands of them open at once.
"""

import argparse
import asyncio
import base64
import json
import resource
import struct
import time
import zlib

REASONS = {200: b"OK", 404: b"Not Found"}


def png(side):
    """A small valid RGB PNG (a gradient), made without any imaging library."""
    # Each row: filter byte 0, then R, G, B per pixel.
    rows = b"".join(
        b"\x00" + b"".join(bytes((x * 255 // side, y * 255 // side, 160)) for x in range(side))
        for y in range(side)
    )

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


class Provider:
    def __init__(self, delay, side):
        self.delay = delay
        image = base64.b64encode(png(side)).decode()
        self.answer = json.dumps({"created": int(time.time()), "data": [{"b64_json": image}]}).encode()
        self.answered = 0
        self.in_flight = 0
        self.peak_in_flight = 0
        # When the first and the last image requests arrived: how long the
        # server took to get a burst of generations as far as the provider.
        self.first_arrival = self.last_arrival = None

    async def handle(self, reader, writer):
        try:
            while True:
                try:
                    head = await reader.readuntil(b"\r\n\r\n")
                except (asyncio.IncompleteReadError, ConnectionError):
                    return
                method, path, headers = parse_head(head)
                length = int(headers.get("content-length", "0"))
                if length:
                    await reader.readexactly(length)
                status, body = await self.route(method, path)
                writer.write(b"HTTP/1.1 %d %s\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\n\r\n" % (status, REASONS[status], len(body)) + body)
                await writer.drain()
                if headers.get("connection", "").lower() == "close":
                    return
        except (ConnectionError, asyncio.IncompleteReadError):
            return
        finally:
            writer.close()

    async def route(self, method, path):
        if method == "POST" and path.split("?")[0].endswith(("/images/generations", "/images/edits")):
            now = time.monotonic()
            self.first_arrival = self.first_arrival or now
            self.last_arrival = now
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
            try:
                if self.delay > 0:
                    await asyncio.sleep(self.delay)
            finally:
                self.in_flight -= 1
            self.answered += 1
            return 200, self.answer
        if method == "GET" and path == "/stats":
            spread = self.last_arrival - self.first_arrival if self.first_arrival else None
            stats = {"answered": self.answered, "in_flight": self.in_flight,
                     "peak_in_flight": self.peak_in_flight, "delay": self.delay,
                     "arrival_spread_s": spread and round(spread, 3)}
            return 200, json.dumps(stats).encode()
        return 404, b'{"error":{"message":"not found"}}'


def parse_head(head):
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
    return method, path, headers


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--delay", type=float, default=0.0, help="seconds before each image answer")
    parser.add_argument("--side", type=int, default=64, help="width and height of the PNG")
    args = parser.parse_args()
    # Thousands of pooled connections at once: lift the soft open-file limit.
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    provider = Provider(args.delay, args.side)
    server = await asyncio.start_server(provider.handle, "127.0.0.1", args.port, backlog=8192)
    print(f"fake image provider on 127.0.0.1:{args.port}, delay {args.delay}s", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
