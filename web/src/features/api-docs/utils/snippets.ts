/**
 * Code that calls one endpoint, in each language the docs show, made from one description of
 * the request so the three never disagree. Every snippet reads the key from the
 * CARDSMITH_API_KEY environment variable: a key pasted into code ends up in version control.
 */

export const LANGUAGES = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
] as const

export type Language = (typeof LANGUAGES)[number]['id']

type JsonValue = string | number | boolean | null

export interface ExampleRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** From the site's root, e.g. `/v1/images/IMAGE_ID`. */
  path: string
  query?: Record<string, string | number>
  body?: Record<string, JsonValue>
  /** Generation: send an Idempotency-Key so a retry cannot charge twice. */
  idempotent?: boolean
  /** Generation waits for the picture; everything else answers at once. */
  slow?: boolean
}

export const API_KEY_ENV = 'CARDSMITH_API_KEY'
const CURL_IDEMPOTENCY_KEY = 'order-1042-card'

export function snippet(language: Language, request: ExampleRequest, origin: string): string {
  const url = urlOf(request, origin)
  if (language === 'curl') return curlSnippet(request, url)
  if (language === 'javascript') return javascriptSnippet(request, url)
  return pythonSnippet(request, url)
}

/** The request in every language, keyed by language. */
export function snippetsFor(request: ExampleRequest, origin: string): Record<Language, string> {
  return {
    curl: snippet('curl', request, origin),
    javascript: snippet('javascript', request, origin),
    python: snippet('python', request, origin),
  }
}

function urlOf({ path, query }: ExampleRequest, origin: string): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
  return `${origin}${path}${search}`
}

function curlSnippet(request: ExampleRequest, url: string): string {
  const lines = [request.method === 'GET' ? `curl "${url}"` : `curl -X ${request.method} "${url}"`]
  lines.push(`  -H "Authorization: Bearer $${API_KEY_ENV}"`)
  if (request.body) lines.push('  -H "Content-Type: application/json"')
  if (request.idempotent) lines.push(`  -H "Idempotency-Key: ${CURL_IDEMPOTENCY_KEY}"`)
  if (request.body) lines.push(`  -d '${indent(JSON.stringify(request.body, null, 2), 2)}'`)
  return lines.join(' \\\n')
}

function javascriptSnippet(request: ExampleRequest, url: string): string {
  const headers = [`    Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\`,`]
  if (request.body) headers.push(`    'Content-Type': 'application/json',`)
  if (request.idempotent) headers.push(`    'Idempotency-Key': crypto.randomUUID(), // keep it to retry this request safely`)
  const options = [
    ...(request.method === 'GET' ? [] : [`  method: '${request.method}',`]),
    '  headers: {',
    ...headers,
    '  },',
    ...(request.body ? [`  body: JSON.stringify(${javascriptObject(request.body)}),`] : []),
  ]
  return [
    `const response = await fetch('${url}', {`,
    ...options,
    '})',
    'const { success, data, error } = await response.json()',
    'if (!success) throw new Error(`${response.status} ${error.code}: ${error.message}`)',
    'console.log(data)',
  ].join('\n')
}

function pythonSnippet(request: ExampleRequest, url: string): string {
  // requests builds the query string itself from `params`.
  const [base] = url.split('?')
  const headers = [`        "Authorization": f"Bearer {os.environ['${API_KEY_ENV}']}",`]
  if (request.idempotent) headers.push('        "Idempotency-Key": str(uuid.uuid4()),  # keep it to retry this request safely')
  const args = [`    "${base}",`, '    headers={', ...headers, '    },']
  if (request.query) args.push(`    params=${pythonDict(request.query)},`)
  if (request.body) args.push(`    json=${pythonDict(request.body)},`)
  args.push(`    timeout=${request.slow ? 120 : 30},`)
  return [
    request.idempotent ? 'import os\nimport uuid\n' : 'import os\n',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'body = response.json()',
    'if not body["success"]:',
    `    raise RuntimeError(f"{response.status_code} {body['error']['code']}: {body['error']['message']}")`,
    'print(body["data"])',
  ].join('\n')
}

/** A flat JSON object as a JavaScript object literal (bare keys, single quotes), one entry a line. */
function javascriptObject(values: Record<string, JsonValue>): string {
  const entries = Object.entries(values).map(([key, value]) => `    ${key}: ${javascriptValue(value)},`)
  return ['{', ...entries, '  }'].join('\n')
}

function javascriptValue(value: JsonValue): string {
  if (typeof value !== 'string') return JSON.stringify(value)
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

/** A flat JSON object as a Python dict literal, one entry a line. */
function pythonDict(values: Record<string, JsonValue>): string {
  const entries = Object.entries(values).map(([key, value]) => `        ${JSON.stringify(key)}: ${pythonValue(value)},`)
  return ['{', ...entries, '    }'].join('\n')
}

function pythonValue(value: JsonValue): string {
  if (value === null) return 'None'
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  return JSON.stringify(value)
}

/** Indents every line but the first (which follows code already on its line). */
function indent(text: string, spaces: number): string {
  return text.replaceAll('\n', `\n${' '.repeat(spaces)}`)
}
