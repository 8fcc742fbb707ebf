/**
 * A deliberately small front-matter reader for our own content files. It understands exactly
 * what those files use: `key: value` lines between `---` fences, where a value is a string
 * (optionally quoted), a number, `true`/`false`, or a `[a, b]` list of strings. Anything else is
 * an error, so a typo fails the build instead of silently shipping a broken page.
 *
 * Plain TypeScript with no browser or Node APIs: vite.config.ts runs it at build time, the
 * pages run it in the browser.
 */

export type FrontMatterValue = string | number | boolean | string[]

export interface ParsedDocument {
  data: Record<string, FrontMatterValue>
  body: string
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

function unquote(text: string): string {
  const quoted = /^(["'])([\s\S]*)\1$/.exec(text)
  return quoted ? quoted[2] : text
}

function parseValue(raw: string): FrontMatterValue {
  const text = raw.trim()
  if (text === 'true') return true
  if (text === 'false') return false
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`Unclosed list: ${text}`)
    const inner = text.slice(1, -1).trim()
    return inner === '' ? [] : inner.split(',').map((item) => unquote(item.trim()))
  }
  return unquote(text)
}

export function parseFrontMatter(source: string): ParsedDocument {
  const match = FENCE.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, FrontMatterValue> = {}
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`Front matter line is not "key: value": ${line}`)
    const key = line.slice(0, colon).trim()
    if (key in data) throw new Error(`Front matter key appears twice: ${key}`)
    data[key] = parseValue(line.slice(colon + 1))
  }
  return { data, body: source.slice(match[0].length) }
}
