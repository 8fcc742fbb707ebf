"""Signs up a confirmed account with an API key on a local Cardsmith and
prints the key: the fuzzer's credentials. Usage: fuzz_account.py BASE OUTBOX"""
import glob
import http.cookiejar
import json
import re
import sys
import time
import urllib.request

base, outbox = sys.argv[1], sys.argv[2]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))


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
                                   "password": password, "confirmPassword": password})
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
print(call("POST", "/api/api-keys", {"name": "fuzzing"})["secret"])
