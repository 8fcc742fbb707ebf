"""Signs up a confirmed account with an API key on a local Cardsmith and
prints the fuzzer's credentials as JSON: the API key for /v1, the session
cookie with its CSRF token for /api, and a visitor's cookie and token for
the calls that sign in and out.
Usage: fuzz_account.py BASE OUTBOX"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "lib"))
from accounts import Browser, confirmed_account  # noqa: E402

base, outbox = sys.argv[1], sys.argv[2]
browser, api_key = confirmed_account(base, outbox, "fuzzer")
visitor = Browser(base)
# Asking for a token first: a visitor's token comes with its cookie.
token, visitor_token = browser.csrf_token(), visitor.csrf_token()
print(json.dumps({
    "apiKey": api_key,
    "cookie": browser.cookie(),
    "csrfToken": token,
    "visitorCookie": visitor.cookie(),
    "visitorCsrfToken": visitor_token,
}))
