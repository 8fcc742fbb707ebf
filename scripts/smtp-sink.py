#!/usr/bin/env python3
"""A real SMTP server on loopback for the tests: aiosmtpd, writing every
message it receives, as received, into a folder (one .eml file each).

    python3 scripts/smtp-sink.py PORT FOLDER
"""
import asyncio
import pathlib
import sys
import time

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, folder: pathlib.Path):
        self.folder = folder
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        name = f"{time.time_ns()}-{self.count}"
        partial = self.folder / f"{name}.partial"
        partial.write_bytes(envelope.original_content or envelope.content)
        partial.rename(self.folder / f"{name}.eml")
        return "250 Message accepted for delivery"


def main() -> None:
    port, folder = int(sys.argv[1]), pathlib.Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    controller = Controller(Sink(folder), hostname="127.0.0.1", port=port)
    controller.start()
    try:
        asyncio.run(asyncio.Event().wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
