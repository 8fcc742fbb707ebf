import { JS_CHECK, pyCheck, type Recipe } from './recipe'

export const retrySafely: Recipe = {
  id: 'retry-safely',
  title: 'Retry safely within your limits',
  summary:
    'Sends a generation again after a dropped connection, a 429 (over your limit) or a 409 (the first attempt is still running), waiting as long as the server asks. The same Idempotency-Key on every attempt means it is paid for once.',
  code: (origin) => ({
    curl: `# -i prints the answer's headers: X-RateLimit-Limit, -Remaining and -Reset
# (and Retry-After on a 429)
curl -i "${origin}/v1/account" \\
  -H "Authorization: Bearer $CARDSMITH_API_KEY"`,
    javascript: `async function fetchWithRetry(url, options, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    let waitSeconds = 2
    try {
      const response = await fetch(url, options)
      if (![409, 429].includes(response.status) || attempt === attempts) return response
      waitSeconds = Number(response.headers.get('Retry-After') ?? waitSeconds)
    } catch (networkError) {
      if (attempt === attempts) throw networkError
    }
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
  }
}

const response = await fetchWithRetry('${origin}/v1/images/generate', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.CARDSMITH_API_KEY}\`,
    'Content-Type': 'application/json',
    'Idempotency-Key': crypto.randomUUID(), // the same on every attempt
  },
  body: JSON.stringify({ prompt: 'A lighthouse at dawn, soft pastel colors', quality: 'low' }),
})
console.log(\`\${response.headers.get('X-RateLimit-Remaining')} requests left\`)
const { success, data, error } = await response.json()
${JS_CHECK}
console.log(data.replayed ? 'Made by an earlier attempt:' : 'Made now:', data.image.imageUrl)`,
    python: `import os
import time
import uuid

import requests


def post_with_retry(url, attempts=3, **kwargs):
    for attempt in range(1, attempts + 1):
        wait_seconds = 2
        try:
            response = requests.post(url, timeout=120, **kwargs)
            if response.status_code not in (409, 429) or attempt == attempts:
                return response
            wait_seconds = int(response.headers.get("Retry-After", wait_seconds))
        except (requests.ConnectionError, requests.Timeout):
            if attempt == attempts:
                raise
        time.sleep(wait_seconds)


response = post_with_retry(
    "${origin}/v1/images/generate",
    headers={
        "Authorization": f"Bearer {os.environ['CARDSMITH_API_KEY']}",
        "Idempotency-Key": str(uuid.uuid4()),  # the same on every attempt
    },
    json={"prompt": "A lighthouse at dawn, soft pastel colors", "quality": "low"},
)
print(f"{response.headers.get('X-RateLimit-Remaining')} requests left")
body = response.json()
${pyCheck()}
made = body["data"]
print("Made by an earlier attempt:" if made["replayed"] else "Made now:", made["image"]["imageUrl"])`,
  }),
}
