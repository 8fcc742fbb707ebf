import type { Language } from '@/features/api-docs/utils/snippets'

/** A complete task in each language, ready to run against the site it is shown on. */
export interface Recipe {
  id: string
  title: string
  summary: string
  code: (origin: string) => Record<Language, string>
}

/** The check every JavaScript example makes of an answer. */
export const JS_CHECK = 'if (!success) throw new Error(`${response.status} ${error.code}: ${error.message}`)'

/** The check every Python example makes of an answer (indented by `indent` spaces). */
export function pyCheck(indent = 0): string {
  const pad = ' '.repeat(indent)
  return [
    `${pad}if not body["success"]:`,
    `${pad}    raise RuntimeError(f"{response.status_code} {body['error']['code']}: {body['error']['message']}")`,
  ].join('\n')
}
