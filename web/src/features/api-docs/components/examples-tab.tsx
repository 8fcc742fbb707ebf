import { RECIPES } from '../data/recipes'
import { API_KEY_ENV } from '../utils/snippets'
import { CodeExamples } from './code-examples'
import { Code, DocSection, Prose } from './doc-section'

export function ExamplesTab({ origin }: { origin: string }) {
  return (
    <div className="grid gap-12">
      <Prose>
        <p>
          Complete programs for common tasks. Each reads your key from <Code>{API_KEY_ENV}</Code> and runs as it is:
          cURL in a shell, JavaScript with Node.js 18 or later as an ES module (save it as <Code>example.mjs</Code>),
          Python 3 with the <Code>requests</Code> package.
        </p>
      </Prose>
      {RECIPES.map((recipe) => (
        <DocSection key={recipe.id} id={recipe.id} title={recipe.title}>
          <Prose>
            <p>{recipe.summary}</p>
          </Prose>
          <CodeExamples code={recipe.code(origin)} label={recipe.title} />
        </DocSection>
      ))}
    </div>
  )
}
