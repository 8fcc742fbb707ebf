import { API_KEY_ENV } from '../utils/snippets'

/** A client library for the API: how to get it, and the first call with it. */
export interface Sdk {
  id: string
  label: string
  /** The language of the first call, shown above it. */
  language: string
  install: (origin: string) => string
  firstCall: (origin: string) => string
}

/**
 * The SDKs are generated from the API's OpenAPI document with pinned generators (the repository's
 * scripts/sdk.sh), so anyone can make the same client from the site's own document.
 */
export const SDKS: Sdk[] = [
  {
    id: 'python-sdk',
    label: 'Python SDK',
    language: 'Python',
    install: (origin) =>
      [
        'pip install openapi-python-client==0.29.1',
        `openapi-python-client generate --url ${origin}/v1/openapi.json`,
        'pip install ./cardsmith-api-client',
      ].join('\n'),
    firstCall: (origin) => `import os

from cardsmith_api_client import AuthenticatedClient
from cardsmith_api_client.api.account import get_account

client = AuthenticatedClient(base_url="${origin}", token=os.environ["${API_KEY_ENV}"])
print(get_account.sync(client=client))`,
  },
  {
    id: 'typescript-sdk',
    label: 'TypeScript SDK',
    language: 'TypeScript',
    install: (origin) =>
      ['npm install openapi-fetch@0.17.0', `npx openapi-typescript@7.13.0 ${origin}/v1/openapi.json -o cardsmith-api.ts`].join('\n'),
    firstCall: (origin) => `import createClient from 'openapi-fetch'
import type { paths } from './cardsmith-api'

const cardsmith = createClient<paths>({
  baseUrl: '${origin}',
  headers: { Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\` },
})
const { data, error } = await cardsmith.GET('/v1/account')
if (error) throw new Error(\`\${error.error.code}: \${error.error.message}\`)
console.log(data.data)`,
  },
]
