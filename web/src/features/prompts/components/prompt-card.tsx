import { Copy, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { PromptExample } from '../data/prompt-groups'
import { copyToClipboard } from '@/lib/clipboard'

export function PromptCard({ example }: { example: PromptExample }) {
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-card">
      <h3 className="font-semibold text-plum">{example.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{example.prompt}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Copy Prompt: ${example.title}`}
          onClick={() => void copyToClipboard(example.prompt, 'Prompt copied successfully')}
        >
          <Copy aria-hidden />
          Copy Prompt
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/generate?prompt=${encodeURIComponent(example.prompt)}`} aria-label={`Use this prompt: ${example.title}`}>
            <Sparkles aria-hidden />
            Use this prompt
          </Link>
        </Button>
      </div>
    </article>
  )
}
