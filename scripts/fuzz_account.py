"""Signs up a confirmed account with an API key on a local Cardsmith and
prints the fuzzer's credentials as JSON: the API key for /v1, the session
cookie with its CSRF token for /api, and a visitor's cookie and token for
the calls that sign in and out.
Usage: fuzz_account.py BASE OUTBOX"""
import glob
import http.cookiejar
import json
import re
import sys
import time
import urllib.request

base, outbox = sys.argv[1], sys.argv[2]
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def call(method, path, body=None):
    token = json.loads(opener.open(base + "/api/csrf-token").read())["csrfToken"]
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode() if body is not None else None,
        method=method,
        headers={"content-type": "application/json", "csrf-token": token, "origin": base},
    )
    with opener.open(request) as response:
        return json.loads(response.read() or b"null")


password = "Fuzzing-Cardsmith-2026!"
call("POST", "/api/auth/signup", {"username": "fuzzer", "email": "fuzzer@example.com",
                                   "password": password})
link = None
for _ in range(50):
    mail = "\n".join(open(name).read() for name in glob.glob(outbox + "/*.eml"))
    link = re.search(r"/verify-email\?token=(\S+)", mail)
    if link:
        break
    time.sleep(0.1)
if not link:
    sys.exit("no confirmation email arrived")
call("POST", "/api/auth/verify-email", {"token": link.group(1)})
api_key = call("POST", "/api/api-keys", {"name": "fuzzing"})["secret"]


def cookie_and_token(jar, opener):
    token = json.loads(opener.open(base + "/api/csrf-token").read())["csrfToken"]
    return "; ".join(f"{c.name}={c.value}" for c in jar), token


visitor_jar = http.cookiejar.CookieJar()
visitor = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(visitor_jar))
cookie, token = cookie_and_token(jar, opener)
visitor_cookie, visitor_token = cookie_and_token(visitor_jar, visitor)
print(json.dumps({
    "apiKey": api_key,
    "cookie": cookie,
    "csrfToken": token,
    "visitorCookie": visitor_cookie,
    "visitorCsrfToken": visitor_token,
}))
