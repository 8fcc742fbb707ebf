"""Signs up confirmed accounts, one per name, each with an API key, on a local
Cardsmith (as scripts/fuzz_account.py does for one), and prints
{"NAME": "API key", ...} as JSON for scripts/sdk-test.sh.
Usage: sdk_accounts.py BASE OUTBOX NAME..."""
import glob
import http.cookiejar
import json
import re
import sys
import time
import urllib.error
import urllib.request

base, outbox, names = sys.argv[1], sys.argv[2], sys.argv[3:]
PASSWORD = "Testing-Cardsmith-SDKs-2026!"


def account_with_key(name):
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def call(method, path, body):
        token = json.loads(opener.open(base + "/api/csrf-token").read())["csrfToken"]
        request = urllib.request.Request(
            base + path,
            data=json.dumps(body).encode(),
            method=method,
            headers={"content-type": "application/json", "csrf-token": token, "origin": base},
        )
        try:
            with opener.open(request) as response:
                return json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            sys.exit(f"{method} {path} for {name}: {error.code} {error.read().decode()}")

    email = f"{name}@example.com"
    call("POST", "/api/auth/signup", {"username": name, "email": email, "password": PASSWORD})
    for _ in range(50):
        mails = [open(path).read() for path in glob.glob(outbox + "/*.eml")]
        links = [re.search(r"/verify-email\?token=(\S+)", mail) for mail in mails if email in mail]
        if links and links[0]:
            break
        time.sleep(0.1)
    else:
        sys.exit(f"no confirmation email arrived for {email}")
    call("POST", "/api/auth/verify-email", {"token": links[0].group(1)})
    return call("POST", "/api/api-keys", {"name": "SDK test"})["secret"]


print(json.dumps({name: account_with_key(name) for name in names}))
