"""A signed-in browser for the bench's set-up: cookies, the CSRF token, and
the few Cardsmith calls the bench needs (sign-up, buying credits with the demo
checkout, confirming the email address, an API key). Synchronous and stdlib
only (http.client): set-up makes a few dozen calls.
"""

import glob
import http.client
import json
import os
import time
import urllib.parse
import uuid

PASSWORD = "bench-Password-8c1f"


class ApiError(RuntimeError):
    pass


class Browser:
    def __init__(self, base):
        url = urllib.parse.urlsplit(base)
        self.base, self.host, self.port = base, url.hostname, url.port
        self.cookies = {}
        self.csrf = None

    def call(self, method, path, body=None, expect=(200, 201), headers=None):
        """One call; returns the JSON answer, raising on an unexpected status."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        sent = dict(headers or {})
        if method != "GET":
            # First: asking for a token may set the visitor cookie it is bound to.
            sent["CSRF-Token"] = self.csrf_token()
        if self.cookies:
            sent["Cookie"] = self.cookie_header()
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        text = response.read()
        self.keep_cookies(response.headers.get_all("Set-Cookie") or [])
        connection.close()
        if response.status not in expect:
            raise ApiError(f"{method} {path}: {response.status} {text[:300]!r}")
        return json.loads(text) if text else None

    def csrf_token(self):
        if self.csrf is None:
            self.csrf = self.call("GET", "/api/csrf-token")["csrfToken"]
        return self.csrf

    def keep_cookies(self, set_cookies):
        for line in set_cookies:
            name, _, value = line.split(";", 1)[0].partition("=")
            if "max-age=0" in line.lower():
                self.cookies.pop(name.strip(), None)
            else:
                self.cookies[name.strip()] = value.strip()

    def cookie_header(self):
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    def signup(self, prefix):
        """A new account, signed in; the CSRF token is then bound to its session."""
        name = f"{prefix}{uuid.uuid4().hex[:8]}"
        self.email = f"{name}@bench.example"
        body = {"username": name, "email": self.email, "password": PASSWORD}
        self.user = self.call("POST", "/api/auth/signup", body, expect=(201,))
        self.csrf = None
        return self.user

    def me(self):
        return self.call("GET", "/api/auth/me")

    def buy(self, package_id):
        """Pays a package through the demo checkout, as the demo payment page does."""
        url = self.call("POST", "/api/checkout/create-session", {"packageId": package_id})["url"]
        session_id = urllib.parse.urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1]
        self.call("POST", f"/api/checkout/demo/{session_id}/complete", {"outcome": "paid"})
        status = self.call("GET", f"/api/checkout/sessions/{session_id}")
        if not status["credited"]:
            raise ApiError(f"checkout {session_id} was paid but not credited: {status}")

    def buy_at_least(self, credits):
        """Buys the biggest package until the balance is at least `credits`."""
        packages = self.call("GET", "/api/credit-packages")
        biggest = max(packages, key=lambda p: p["credits"])
        while self.me()["credits"] < credits:
            self.buy(biggest["id"])

    def confirm_email(self, outbox, timeout=30):
        """Opens the confirmation link from the outbox (the email is sent in the background)."""
        marker = "/verify-email?token="
        deadline = time.time() + timeout
        while time.time() < deadline:
            for path in sorted(glob.glob(os.path.join(outbox, "*.eml"))):
                with open(path, encoding="utf-8", errors="replace") as file:
                    text = file.read()
                if f"To: {self.email}" in text and marker in text:
                    token = text.split(marker, 1)[1].split()[0]
                    self.call("POST", "/api/auth/verify-email", {"token": token})
                    return
            time.sleep(0.2)
        raise ApiError(f"no confirmation email for {self.email} in {outbox}")

    def api_key(self, name):
        return self.call("POST", "/api/api-keys", {"name": name}, expect=(201,))["secret"]

    def image_count(self):
        return self.call("GET", "/api/images?limit=1")["pagination"]["total"]

    def low_square_cost(self):
        """What one low-quality 1024x1024 image costs, from the server's own price table."""
        return self.call("GET", "/api/pricing")["costs"]["low"]["1024x1024"]
