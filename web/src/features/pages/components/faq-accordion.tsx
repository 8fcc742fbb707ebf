import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface FaqItem {
  question: string
  answer: ReactNode
}

/** Questions that open one at a time: opening one closes the other, so the page stays short
 * enough to scan. (Native <details> cannot do that without script, hence the buttons.) */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()
  return (
    <div className="divide-y rounded-xl border bg-card shadow-card">
      {items.map(({ question, answer }, index) => {
        const expanded = open === index
        const panelId = `${baseId}-panel-${index}`
        const buttonId = `${baseId}-button-${index}`
        return (
          <div key={question} className="px-5 sm:px-6">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left font-semibold text-foreground"
              >
                {question}
                <ChevronDown
                  aria-hidden
                  className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="pb-5 leading-relaxed text-muted-foreground"
            >
              {answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
