"""Signs up confirmed accounts, one per name, each with an API key, on a local
Cardsmith, and prints {"NAME": "API key", ...} as JSON for the scripts that
call the public API (scripts/sdk-test.sh, scripts/mcp-check.sh).
Usage: api_keys.py BASE OUTBOX NAME..."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "lib"))
from accounts import confirmed_account  # noqa: E402

base, outbox, names = sys.argv[1], sys.argv[2], sys.argv[3:]
print(json.dumps({name: confirmed_account(base, outbox, name)[1] for name in names}))
