#!/usr/bin/env python3
"""Makes the bench's main account through the real API and prints what the
load generators need as JSON: its session cookie and CSRF token, an API key
for /v1, and its balance.

    python3 bench/prepare.py --base URL --outbox DATA_DIR/outbox --credits N

The account buys packages through the demo checkout until it holds N credits
(the signup bonus is only 10), and confirms its email address from the outbox,
as API keys require.
"""

import argparse
import json

from api import Browser


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--outbox", required=True)
    parser.add_argument("--credits", type=float, required=True)
    args = parser.parse_args()
    browser = Browser(args.base)
    user = browser.signup("bench")
    browser.confirm_email(args.outbox)
    browser.buy_at_least(args.credits)
    api_key = browser.api_key("bench")
    print(json.dumps({
        "user_id": user["id"],
        "email": browser.email,
        "cookie": browser.cookie_header(),
        "cookies": browser.cookies,
        "csrf": browser.csrf_token(),
        "api_key": api_key,
        "credits": browser.me()["credits"],
    }))


if __name__ == "__main__":
    main()
