import { describe, expect, it } from 'vitest'
import { snippetsFor, type ExampleRequest } from './snippets'

const ORIGIN = 'http://127.0.0.1:4173'
const GENERATE: ExampleRequest = {
  method: 'POST',
  path: '/v1/images/generate',
  body: { prompt: 'A lighthouse at dawn', quality: 'low', includeText: true, background: null },
  idempotent: true,
  slow: true,
}
const LIST: ExampleRequest = { method: 'GET', path: '/v1/images', query: { page: 2, limit: 50, search: 'birthday cake' } }

describe('example snippets', () => {
  it('curl: the method, the key from the environment, JSON and the idempotency key', () => {
    expect(snippetsFor(GENERATE, ORIGIN).curl).toBe(
      [
        `curl -X POST "${ORIGIN}/v1/images/generate" \\`,
        '  -H "Authorization: Bearer $CARDSMITH_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        '  -H "Idempotency-Key: order-1042-card" \\',
        `  -d '{`,
        '    "prompt": "A lighthouse at dawn",',
        '    "quality": "low",',
        '    "includeText": true,',
        '    "background": null',
        `  }'`,
      ].join('\n'),
    )
    expect(snippetsFor(LIST, ORIGIN).curl).toBe(
      `curl "${ORIGIN}/v1/images?page=2&limit=50&search=birthday+cake" \\\n  -H "Authorization: Bearer $CARDSMITH_API_KEY"`,
    )
  })

  it('JavaScript: fetch with the body as an object literal, checking the envelope', () => {
    const code = snippetsFor(GENERATE, ORIGIN).javascript
    expect(code).toContain(`const response = await fetch('${ORIGIN}/v1/images/generate', {`)
    expect(code).toContain("  method: 'POST',")
    expect(code).toContain('    Authorization: `Bearer ${process.env.CARDSMITH_API_KEY}`,')
    expect(code).toContain("    'Idempotency-Key': crypto.randomUUID(),")
    expect(code).toContain("    prompt: 'A lighthouse at dawn',\n    quality: 'low',\n    includeText: true,\n    background: null,")
    expect(code).toContain('if (!success) throw new Error(')
    expect(snippetsFor(LIST, ORIGIN).javascript).not.toContain('method:')
  })

  it('Python: requests with params, a dict body in Python spelling, and a timeout to suit', () => {
    const generate = snippetsFor(GENERATE, ORIGIN).python
    expect(generate).toMatch(/^import os\nimport uuid\n\nimport requests\n/)
    expect(generate).toContain(`response = requests.post(\n    "${ORIGIN}/v1/images/generate",`)
    expect(generate).toContain('"includeText": True,')
    expect(generate).toContain('"background": None,')
    expect(generate).toContain('timeout=120,')
    const list = snippetsFor(LIST, ORIGIN).python
    expect(list).toContain(`requests.get(\n    "${ORIGIN}/v1/images",`)
    expect(list).toContain('params={\n        "page": 2,\n        "limit": 50,\n        "search": "birthday cake",\n    },')
    expect(list).toContain('timeout=30,')
    expect(list).not.toContain('uuid')
  })
})
