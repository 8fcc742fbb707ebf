import { snippet } from '@/features/api-docs/utils/snippets'
import { JS_CHECK, pyCheck, type Recipe } from './recipe'

export const everyImage: Recipe = {
  id: 'every-image',
  title: 'List every image, page by page',
  summary: 'Reads your whole gallery 50 images at a time (the most a page holds) until the last page.',
  code: (origin) => ({
    curl: [
      '# One page; then page=2, 3 … up to data.pagination.pages',
      snippet('curl', { method: 'GET', path: '/v1/images', query: { page: 1, limit: 50 } }, origin),
    ].join('\n'),
    javascript: `const headers = { Authorization: \`Bearer \${process.env.CARDSMITH_API_KEY}\` }
const images = []
for (let page = 1; ; page++) {
  const response = await fetch(\`${origin}/v1/images?page=\${page}&limit=50\`, { headers })
  const { success, data, error } = await response.json()
  ${JS_CHECK}
  images.push(...data.images)
  if (page >= data.pagination.pages) break
}
console.log(\`\${images.length} images\`)`,
    python: `import os

import requests

headers = {"Authorization": f"Bearer {os.environ['CARDSMITH_API_KEY']}"}
images = []
page = 1
while True:
    response = requests.get(
        "${origin}/v1/images",
        headers=headers,
        params={"page": page, "limit": 50},
        timeout=30,
    )
    body = response.json()
${pyCheck(4)}
    images.extend(body["data"]["images"])
    if page >= body["data"]["pagination"]["pages"]:
        break
    page += 1
print(f"{len(images)} images")`,
  }),
}
