"""A minimal HTTP/1.1 client over asyncio streams, for the bench's drivers.

Only what they need: one keep-alive connection per `Connection`, requests with
a Content-Length body, answers with a Content-Length or chunked body (read
whole, or piece by piece as it arrives, for a stream of events). The
standard library has no asyncio HTTP client, and thousands of connections at
once rule out a thread per request.
"""

import asyncio
import json


class Connection:
    def __init__(self, host, port):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def request(self, method, path, headers=None, body=None):
        """Sends one request and returns (status, headers, body bytes)."""
        await self.send(method, path, headers, body)
        return await self.read_answer()

    async def send(self, method, path, headers=None, body=None):
        """Sends one request; read its answer with read_answer, or with
        read_head and then body_pieces."""
        if self.writer is None:
            await self.open()
        data = json.dumps(body).encode() if isinstance(body, (dict, list)) else (body or b"")
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}",
                 f"Content-Length: {len(data)}"]
        if isinstance(body, (dict, list)):
            lines.append("Content-Type: application/json")
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        await self.writer.drain()

    async def read_answer(self):
        status, headers = await self.read_head()
        if headers.get("transfer-encoding", "").lower() == "chunked":
            body = await self.read_chunked()
        else:
            body = await self.reader.readexactly(int(headers.get("content-length", "0")))
        return status, headers, body

    async def read_head(self):
        """The status and headers (names in lower case) of the answer."""
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        status = int(status_line.split(" ", 2)[1])
        headers = {}
        for line in header_lines:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        return status, headers

    async def body_pieces(self, headers):
        """The body after read_head, in pieces as they arrive (a chunk each
        for a chunked body), for answers read as they come."""
        if headers.get("transfer-encoding", "").lower() == "chunked":
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16)
                if size == 0:
                    await self.reader.readuntil(b"\r\n")
                    return
                yield await self.reader.readexactly(size)
                await self.reader.readexactly(2)
        elif "content-length" in headers:
            yield await self.reader.readexactly(int(headers["content-length"]))
        else:
            # Neither: the body ends when the server closes the connection.
            while piece := await self.reader.read(65536):
                yield piece

    async def read_chunked(self):
        return b"".join([piece async for piece in self.body_pieces({"transfer-encoding": "chunked"})])

    def close(self):
        if self.writer is not None:
            self.writer.close()
            self.writer = None
