import { snippet } from '@/features/api-docs/utils/snippets'
import type { Recipe } from './recipe'

const CARD = {
  category: 'birthday',
  style: 'watercolor',
  description: 'A golden retriever in a party hat, with balloons',
  includeText: true,
  cardText: 'Happy birthday, Sam!',
  quality: 'low',
}
const NEW_WORDS = { text: 'Happy 30th birthday, Sam!', position: 'top', scheme: 'gold' }

export const cardThenText: Recipe = {
  id: 'card-then-text',
  title: 'Make a card, then change its words',
  summary:
    'Generates a birthday card (1 credit at low quality), then sets new words on it in gold at the top. The second step is free.',
  code: (origin) => ({
    curl: [
      '# 1. Make the card, and note the "id" of data.image in the answer',
      snippet('curl', { method: 'POST', path: '/v1/cards/generate', body: CARD, idempotent: true }, origin),
      '',
      '# 2. Change its words: put that id in place of IMAGE_ID',
      snippet('curl', { method: 'PATCH', path: '/v1/images/IMAGE_ID/text', body: NEW_WORDS }, origin),
    ].join('\n'),
    javascript: `const BASE = '${origin}/v1'

async function call(method, path, body, extraHeaders = {}) {
  const response = await fetch(\`\${BASE}\${path}\`, {
    method,
    headers: {
      Authorization: \`Bearer \${process.env.CARDSMITH_API_KEY}\`,
      'Content-Type': 'application/json',
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  })
  const { success, data, error } = await response.json()
  if (!success) throw new Error(\`\${response.status} \${error.code}: \${error.message}\`)
  return data
}

// 1. Make the card. Keep the Idempotency-Key if you retry: a retry cannot pay twice.
const { image, credits } = await call(
  'POST',
  '/cards/generate',
  {
    category: 'birthday',
    style: 'watercolor',
    description: 'A golden retriever in a party hat, with balloons',
    includeText: true,
    cardText: 'Happy birthday, Sam!',
    quality: 'low',
  },
  { 'Idempotency-Key': crypto.randomUUID() },
)
console.log(\`Card \${image.id}: \${image.imageUrl} (\${credits} credits left)\`)

// 2. Change its words: free, and the art stays as it is.
const edited = await call('PATCH', \`/images/\${image.id}/text\`, {
  text: 'Happy 30th birthday, Sam!',
  position: 'top',
  scheme: 'gold',
})
console.log(\`New file: \${edited.imageUrl}\`)`,
    python: `import os
import uuid

import requests

BASE = "${origin}/v1"
session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['CARDSMITH_API_KEY']}"


def call(method, path, **kwargs):
    response = session.request(method, f"{BASE}{path}", timeout=120, **kwargs)
    body = response.json()
    if not body["success"]:
        raise RuntimeError(f"{response.status_code} {body['error']['code']}: {body['error']['message']}")
    return body["data"]


# 1. Make the card. Keep the Idempotency-Key if you retry: a retry cannot pay twice.
made = call(
    "POST",
    "/cards/generate",
    json={
        "category": "birthday",
        "style": "watercolor",
        "description": "A golden retriever in a party hat, with balloons",
        "includeText": True,
        "cardText": "Happy birthday, Sam!",
        "quality": "low",
    },
    headers={"Idempotency-Key": str(uuid.uuid4())},
)
card = made["image"]
print(f"Card {card['id']}: {card['imageUrl']} ({made['credits']} credits left)")

# 2. Change its words: free, and the art stays as it is.
edited = call(
    "PATCH",
    f"/images/{card['id']}/text",
    json={"text": "Happy 30th birthday, Sam!", "position": "top", "scheme": "gold"},
)
print(f"New file: {edited['imageUrl']}")`,
  }),
}
