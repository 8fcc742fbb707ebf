import { Link } from 'react-router'
import { PromptCard } from '../components/prompt-card'
import { PROMPT_GROUPS } from '../data/prompt-groups'

const groupId = (name: string) => `prompts-${name.toLowerCase().replace(/\s+/g, '-')}`

export function PromptsRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">Prompt Ideas</h1>
        <p className="mt-2 text-muted-foreground">
          Descriptions that work well, ready to copy or open in the{' '}
          <Link to="/generate" className="font-semibold text-primary hover:underline">
            image generator
          </Link>
          . Change a detail or two to make them yours: a name, a place, a favorite color.
        </p>
        <nav aria-label="Prompt groups" className="mt-5 flex flex-wrap gap-2 text-sm">
          {PROMPT_GROUPS.map(({ name }) => (
            <a key={name} href={`#${groupId(name)}`} className="rounded-full border bg-card px-3 py-1 hover:border-primary/40">
              {name}
            </a>
          ))}
        </nav>
      </header>
      {PROMPT_GROUPS.map(({ name, examples }) => (
        <section key={name} id={groupId(name)} aria-labelledby={`${groupId(name)}-title`} className="mt-12 scroll-mt-24">
          <h2 id={`${groupId(name)}-title`} className="font-display text-2xl font-semibold tracking-tight text-plum">
            {name}
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {examples.map((example) => (
              <li key={example.title}>
                <PromptCard example={example} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-14 text-sm text-muted-foreground">
        Want to know why these work? Read{' '}
        <Link to="/ai-image-prompts-quality-size" className="font-semibold text-primary hover:underline">
          how prompts, quality and size shape an image
        </Link>
        .
      </p>
    </div>
  )
}
