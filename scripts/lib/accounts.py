"""Confirmed Cardsmith accounts with API keys, made over HTTP as a browser
makes them (sign up, the confirmation link from the outbox, a key), for the
scripts that drive a local server: the fuzzer, the SDK tests, the MCP check."""
import glob
import http.cookiejar
import json
import re
import sys
import time
import urllib.error
import urllib.request

PASSWORD = "Testing-Cardsmith-2026!"


class Browser:
    """A cookie jar and its opener; every state-changing call carries a CSRF token."""

    def __init__(self, base):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def csrf_token(self):
        return json.loads(self.opener.open(self.base + "/api/csrf-token").read())["csrfToken"]

    def call(self, method, path, body=None):
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(body).encode() if body is not None else None,
            method=method,
            headers={"content-type": "application/json", "csrf-token": self.csrf_token(), "origin": self.base},
        )
        try:
            with self.opener.open(request) as response:
                return json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            sys.exit(f"{method} {path}: {error.code} {error.read().decode()}")

    def cookie(self):
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)


def confirmed_account(base, outbox, name):
    """Signs up `name`, confirms the address and makes a key: (the signed-in browser, the key)."""
    browser = Browser(base)
    email = f"{name}@example.com"
    browser.call("POST", "/api/auth/signup", {"username": name, "email": email, "password": PASSWORD})
    for _ in range(50):
        mails = [open(path).read() for path in glob.glob(outbox + "/*.eml")]
        links = [re.search(r"/verify-email\?token=(\S+)", mail) for mail in mails if email in mail]
        if links and links[0]:
            break
        time.sleep(0.1)
    else:
        sys.exit(f"no confirmation email arrived for {email}")
    browser.call("POST", "/api/auth/verify-email", {"token": links[0].group(1)})
    return browser, browser.call("POST", "/api/api-keys", {"name": name})["secret"]
