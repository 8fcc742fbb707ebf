"""Drives Cardsmith's /mcp endpoint with the official MCP Python SDK (`mcp`
on PyPI) as the client, against a running server, and exits non-zero on any
wrong answer. Run by scripts/mcp-check.sh, which starts the server and makes
the account (10 credits, a confirmed address, an API key).
Usage: mcp_check.py BASE API_KEY OUTBOX"""
import asyncio
import contextlib
import glob
import sys
import time

import httpx2
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

base, api_key, outbox = sys.argv[1], sys.argv[2], sys.argv[3]
TOOLS = {"create_card", "edit_card_text", "generate_image", "get_credits", "list_images", "send_card"}
RECIPIENT = "ana.recipient@example.com"


def check(condition, what):
    if not condition:
        sys.exit(f"FAIL: {what}")
    print(f"ok: {what.splitlines()[0]}")


class Assistant:
    """One MCP client session with one key; answers seen on the wire are kept."""

    def __init__(self, key):
        self.statuses = []
        self.http = httpx2.AsyncClient(
            headers={"Authorization": f"Bearer {key}"},
            timeout=httpx2.Timeout(30.0),
            event_hooks={"response": [self._saw]},
        )

    async def _saw(self, response):
        self.statuses.append((response.status_code, response.headers.get("www-authenticate", "")))

    async def __aenter__(self):
        async with contextlib.AsyncExitStack() as stack:
            await stack.enter_async_context(self.http)
            read, write = await stack.enter_async_context(
                streamable_http_client(f"{base}/mcp", http_client=self.http))
            self.session = await stack.enter_async_context(ClientSession(read, write))
            await self.session.initialize()
            self._stack = stack.pop_all()
        return self

    async def __aexit__(self, *exc):
        await self._stack.aclose()

    async def call(self, tool, **arguments):
        """(True, structured answer) or (False, {code, message})."""
        result = await self.session.call_tool(tool, arguments)
        return not result.is_error, result.structured_content

    async def ok(self, tool, **arguments):
        succeeded, answer = await self.call(tool, **arguments)
        if not succeeded:
            sys.exit(f"FAIL: {tool} answered an error: {answer}")
        return answer

    async def credits(self):
        return (await self.ok("get_credits"))["credits"]


async def the_tools_work(assistant):
    listed = await assistant.session.list_tools()
    check({tool.name for tool in listed.tools} == TOOLS, f"the six tools are listed: {sorted(t.name for t in listed.tools)}")
    check(await assistant.credits() == 10, "get_credits: a new account has 10 credits")

    made = await assistant.ok("generate_image", prompt="A lighthouse on a cliff at dawn", quality="low")
    url = made["image"]["imageUrl"]
    check(url.startswith(f"{base}/api/images/file/"), f"generate_image gives an absolute link: {url}")
    check(made["credits"] == 9, "generate_image charges a low square image 1 credit")
    picture = await assistant.http.get(url)
    check(picture.status_code == 200 and picture.headers["content-type"].startswith("image/"),
          "the link serves the picture")

    card = await assistant.ok("create_card", category="birthday", style="watercolor",
                              description="balloons over a garden", text="Happy birthday, Ana!", quality="low")
    card_id = card["image"]["id"]
    check(card["image"]["card"]["text"] == "Happy birthday, Ana!", "create_card sets the exact words")

    found = await assistant.ok("list_images", search="lighthouse", limit=5)
    check([image["id"] for image in found["images"]] == [made["image"]["id"]], "list_images finds by search")
    check(found["pagination"]["total"] == 1 and found["pagination"]["limit"] == 5, "list_images pages")

    edited = await assistant.ok("edit_card_text", image_id=card_id, text="Happy 30th, Ana!")
    check(edited["card"]["text"] == "Happy 30th, Ana!", "edit_card_text changes the words")
    check(await assistant.credits() == 8, "editing a card's words is free")

    sent = await assistant.ok("send_card", image_id=card_id, sender_name="Sam",
                              recipients=[{"name": "Ana", "email": RECIPIENT}],
                              message="Have a lovely day!", time_zone="Europe/Lisbon")
    check([r["email"] for r in sent["recipients"]] == [RECIPIENT], "send_card schedules it now")
    check(await an_email_to(RECIPIENT), f"the card's email reached the outbox for {RECIPIENT}")

    succeeded, refusal = await assistant.call("send_card", image_id=card_id, sender_name="Sam",
                                              recipients=[], time_zone="Europe/Lisbon")
    check(not succeeded and refusal["code"] == "invalid_request", f"a send without recipients is a tool error: {refusal}")
    return card_id


async def an_email_to(address):
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for name in glob.glob(f"{outbox}/*.eml"):
            if address in open(name).read():
                return True
        await asyncio.sleep(0.1)
    return False


async def an_overspend_charges_nothing(assistant):
    before = await assistant.credits()
    succeeded, error = await assistant.call("generate_image", prompt="A castle above the clouds",
                                            quality="high", size="1536x1024")
    check(not succeeded and error["code"] == "insufficient_credits" and "credit" in error["message"].lower(),
          f"an overspend is a clear tool error: {error}")
    check(await assistant.credits() == before, f"an overspend charges nothing (still {before})")


async def one_key_charges_once(assistant):
    before = await assistant.credits()
    arguments = {"prompt": "A red fox asleep in the snow", "quality": "low", "idempotency_key": "fox-once"}
    answers = await asyncio.gather(*(assistant.call("generate_image", **arguments) for _ in range(20)))
    made = {answer["image"]["id"] for succeeded, answer in answers if succeeded}
    refused = [answer for succeeded, answer in answers if not succeeded]
    check(len(made) == 1, f"20 concurrent calls with one key make one image: {made} {refused[:1]}")
    check(all(error["code"] == "idempotency_conflict" for error in refused),
          f"the others replay it or are told it is in progress ({len(refused)} were): {refused[:1]}")
    check(await assistant.credits() == before - 1, "20 concurrent calls with one key charge once")
    succeeded, again = await assistant.call("generate_image", **arguments)
    check(succeeded and again["replayed"] and again["image"]["id"] in made, "a later retry replays the image")


async def a_bad_key_is_refused():
    refused = Assistant("cs_live_not_a_real_key")
    try:
        async with refused:
            sys.exit("FAIL: a session opened with a bad key")
    except Exception as error:  # the SDK's error for an HTTP 401
        print(f"   (the SDK said: {error!r})")
    check(any(status == 401 and challenge.startswith("Bearer") for status, challenge in refused.statuses),
          f"a bad key gets 401 with WWW-Authenticate: Bearer: {refused.statuses}")


async def main():
    started = time.monotonic()
    async with Assistant(api_key) as assistant:
        await the_tools_work(assistant)
        await an_overspend_charges_nothing(assistant)
        await one_key_charges_once(assistant)
    await a_bad_key_is_refused()
    print(f"MCP check passed in {time.monotonic() - started:.1f} s")


asyncio.run(main())
